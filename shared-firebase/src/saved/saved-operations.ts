// Everything that touches users/{uid}/saved through the Firestore SDK. Loaded on first use by
// saved-homes.ts.
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firestoreService } from '../app/firestore-service.ts';
import { parseListing } from 'listing-domain';
import type { Listing } from 'listing-domain';

const savedOf = (uid: string) => collection(firestoreService(), 'users', uid, 'saved');

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
  await setDoc(doc(savedOf(uid), listingId), { name, savedAt: serverTimestamp() });
}

export async function removeSaved(uid: string, listingId: string): Promise<void> {
  await deleteDoc(doc(savedOf(uid), listingId));
}

/** Which of `ids` (at most IN_LIMIT) the user saved: one query. */
export async function readSavedAmong(uid: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const snapshot = await getDocs(query(savedOf(uid), where(documentId(), 'in', ids)));
  return new Set(snapshot.docs.map((d) => d.id));
}

/** The listings of `ids` (at most IN_LIMIT) that still exist, by id: one query. */
async function readListings(ids: string[]): Promise<Map<string, Listing>> {
  if (ids.length === 0) return new Map();
  const snapshot = await getDocs(query(collection(firestoreService(), 'listings'), where(documentId(), 'in', ids)));
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
  const snapshot = await getDocs(
    query(savedOf(uid), orderBy('savedAt', 'desc'), ...(after ? [startAfter(after.last)] : []), limit(pageSize + 1)),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  const listings = await readListings(docs.map((d) => d.id));
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

/** Every saved entry of the user (account deletion), in pages. */
export async function removeAllSaved(uid: string): Promise<void> {
  for (;;) {
    const snapshot = await getDocs(query(savedOf(uid), limit(100)));
    if (snapshot.empty) return;
    await Promise.all(snapshot.docs.map((d) => deleteDoc(d.ref)));
  }
}
