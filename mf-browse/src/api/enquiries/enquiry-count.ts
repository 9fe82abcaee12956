// How many people enquired about a listing, for its owner (issue 36): the server counts them
// (functions/, listingStats/{listingId}), and only the owner may read the count.
import { loadFirestore } from 'shared-firebase';

/** The number of enquiries about the owner's listing (0 when none were counted). */
export async function readEnquiryCount(listingId: string): Promise<number> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'listingStats', listingId));
  const count: unknown = snapshot.data()?.enquiries;
  return typeof count === 'number' ? count : 0;
}
