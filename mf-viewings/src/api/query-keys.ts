// Every query key of mf-viewings, from one place: a read and the writes that make it stale name
// the same key.
export const viewingKeys = {
  /** A listing as the viewing pages need it, and its viewing times. */
  listing: (listingId: string) => ['viewing-listing', listingId] as const,
  /** The slots of a listing booked already. */
  takenSlots: (listingId: string) => ['viewing-slots', listingId] as const,
  /** A person's viewings, as the one who asked and as the owner. */
  mine: (uid: string) => ['viewings', uid] as const,
};
