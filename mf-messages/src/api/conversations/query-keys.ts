// Every query key of mf-messages, from one place: a read and the writes that make it stale name
// the same key.
export const messageKeys = {
  /** Everything of one person's inbox (its pages). */
  inbox: (uid: string) => ['inbox', uid] as const,
  /** An enquiry form's listing and the person's conversation about it. */
  enquiry: (listingId: string, uid: string | null) => ['enquiry', listingId, uid] as const,
};
