// How many people enquired about a listing, for its owner (issue 36): the messages slice's server
// counts them (its published read model, `enquiryCounts/{listingId}`, issue 87), and only the
// owner may read the count.
import { loadFirestore } from 'shared-firebase';

/** The number of enquiries about the owner's listing (0 when none were counted). */
export async function readEnquiryCount(listingId: string): Promise<number> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'enquiryCounts', listingId));
  const count: unknown = snapshot.data()?.enquiries;
  return typeof count === 'number' ? count : 0;
}
