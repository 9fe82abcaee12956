// What the viewing pages need of a listing and of its viewing times: read when a page opens.
import { isGone, parseListing, parseProfile, type ListingType } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { VIEWING_TIMES, parseViewingTimes, type ViewingTimes } from '../viewing-times/viewing-times.ts';

export interface ViewingListing {
  id: string;
  name: string;
  type: ListingType;
  address: string;
  ownerId: string;
  /** Let or sold: it takes no new requests. */
  gone: boolean;
  /** Its viewing times, or null when its owner offers none. */
  times: ViewingTimes | null;
}

/** The listing and its viewing times, or null when there is no such listing. */
export async function readViewingListing(listingId: string): Promise<ViewingListing | null> {
  const sdk = await loadFirestore();
  const [listingSnapshot, timesSnapshot] = await Promise.all([
    sdk.getDoc(sdk.doc(sdk.db, 'listings', listingId)),
    sdk.getDoc(sdk.doc(sdk.db, VIEWING_TIMES, listingId)),
  ]);
  const listing = listingSnapshot.exists() ? parseListing(listingSnapshot.id, listingSnapshot.data()) : null;
  if (!listing) return null;
  return {
    id: listing.id,
    name: listing.name,
    type: listing.type,
    address: listing.location,
    ownerId: listing.userRef,
    gone: isGone(listing.status),
    times: timesSnapshot.exists() ? parseViewingTimes(timesSnapshot.data()) : null,
  };
}

/** A person's name as their account has it ('' when there is none to read). */
export async function readPersonName(uid: string): Promise<string> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'users', uid));
  return parseProfile(uid, snapshot.data())?.name ?? '';
}
