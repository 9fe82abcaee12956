// Every query key of mf-listing-editor, from one place.
export const editorKeys = {
  /** The listing an owner opens to edit. */
  editable: (listingId: string) => ['editable-listing', listingId],
  /** The owner's drafts (issue 52), and one of them. */
  drafts: (uid: string) => ['listing-drafts', uid],
  draft: (draftId: string) => ['listing-draft', draftId],
  /** A listing's insights for its owner (issue 52). */
  insights: (listingId: string) => ['listing-insights', listingId],
  /** The towns an address could be in (issue 51). */
  towns: (address: string) => ['towns', address],
};
