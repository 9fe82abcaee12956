// Every query key of mf-account, from one place: a read and the writes that make it stale name
// the same key.
export const accountKeys = {
  /** One owner's listings (every owner's, without `uid`: to forget them all). */
  ownListings: (uid?: string) => (uid === undefined ? ['own-listings'] : ['own-listings', uid]),
  /** One listing's figures in all, for its owner (issue 52). */
  listingTotals: (listingId: string) => ['listing-totals', listingId],
  /** Whether one person's e-mail shows to visitors. */
  emailShown: (uid: string) => ['email-shown', uid],
  /** Whether the signed-in person's address is verified (asked of Auth afresh). */
  emailVerified: (uid: string) => ['email-verified', uid],
  /** Which kinds of e-mail the person turned off (issue 85). */
  mailOff: (uid: string) => ['mail-off', uid],
  /** How the signed-in person signs in (to confirm a deletion). */
  signInMethod: (uid: string) => ['sign-in-method', uid],
};
