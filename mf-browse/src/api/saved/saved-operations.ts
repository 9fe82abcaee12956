// Everything that touches users/{uid}/saved through the page's one Firestore SDK. Loaded on first
// use by saved-homes.ts (and the SDK with it).
import { parseListing, type Listing } from 'listing-domain';
import { loadFirestore, type FirestoreSdk, type QueryDocumentSnapshot } from 'shared-firebase';

const savedOf = (sdk: FirestoreSdk, uid: string) => sdk.collection(sdk.db, 'users', uid, 'saved');

/** Where the next page of saved homes starts; opaque to callers. */
export class SavedCursor {
  /** @internal */
  constructor(readonly last: QueryDocumentSnapshot) {}
}

/** A home the user saved: its listing, or null when the listing has been deleted since. */
export interface SavedHome {
  id: string;
  /** The listing's name when it was saved (shown when the listing is gone). */
  name: string;
  savedAt: Date;
  listing: Listing | null;
}

export interface SavedPage {
  homes: SavedHome[];
  next: SavedCursor | null;
}

export async function writeSaved(uid: string, listingId: string, name: string): Promise<void> {
  const sdk = await loadFirestore();
  // The listing's id as a field too: the server finds who saved a home when its price falls (issue 37).
  await sdk.setDoc(sdk.doc(savedOf(sdk, uid), listingId), { name, savedAt: sdk.serverTimestamp(), listingId });
}

export async function removeSaved(uid: string, listingId: string): Promise<void> {
  const sdk = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(savedOf(sdk, uid), listingId));
}

/** Which of `ids` (at most IN_LIMIT) the user saved: one query. */
export async function readSavedAmong(uid: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const sdk = await loadFirestore();
  const { documentId, getDocs, query, where } = sdk;
  const snapshot = await getDocs(query(savedOf(sdk, uid), where(documentId(), 'in', ids)));
  return new Set(snapshot.docs.map((d) => d.id));
}

/** The listings of `ids` (at most IN_LIMIT) that still exist, by id: one query. */
async function readListings(sdk: FirestoreSdk, ids: string[]): Promise<Map<string, Listing>> {
  if (ids.length === 0) return new Map();
  const { collection, documentId, getDocs, limit, query, where } = sdk;
  const snapshot = await getDocs(
    query(collection(sdk.db, 'listings'), where(documentId(), 'in', ids), limit(ids.length)),
  );
  const found = new Map<string, Listing>();
  for (const d of snapshot.docs) {
    const listing = parseListing(d.id, d.data());
    if (listing) found.set(d.id, listing);
  }
  return found;
}

/**
 * One page of the user's saved homes, newest saved first, with their listings: two queries, at
 * most page size + 1 saved entries and page size listings.
 */
export async function readSavedPage(uid: string, pageSize: number, after: SavedCursor | null): Promise<SavedPage> {
  const sdk = await loadFirestore();
  const { getDocs, limit, orderBy, query, startAfter, Timestamp } = sdk;
  const snapshot = await getDocs(
    query(
      savedOf(sdk, uid),
      orderBy('savedAt', 'desc'),
      ...(after ? [startAfter(after.last)] : []),
      limit(pageSize + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  const listings = await readListings(
    sdk,
    docs.map((d) => d.id),
  );
  const homes = docs.map((d) => {
    const data = d.data();
    const savedAt: unknown = data.savedAt;
    return {
      id: d.id,
      name: typeof data.name === 'string' ? data.name : '',
      savedAt: savedAt instanceof Timestamp ? savedAt.toDate() : new Date(0),
      listing: listings.get(d.id) ?? null,
    };
  });
  const last = docs.at(-1);
  return { homes, next: snapshot.docs.length > pageSize && last ? new SavedCursor(last) : null };
}
