// Every query key of mf-listing-editor, from one place.
export const editorKeys = {
  /** The listing an owner opens to edit. */
  editable: (listingId: string) => ['editable-listing', listingId],
  /** A listing's insights for its owner (issue 52). */
  insights: (listingId: string) => ['listing-insights', listingId],
  /** The towns an address could be in (issue 51). */
  towns: (address: string) => ['towns', address],
};
