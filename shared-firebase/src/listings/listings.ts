import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firebaseServices } from '../app/firebase-services.ts';
import { requireSignedInUid } from '../auth/auth.ts';
import { deleteImagesByUrl } from '../images/images.ts';
import { earlyListing, earlyNewestListings } from './listing-early-reads.ts';
import { PAGE_SIZE } from './listing-limits.ts';
import { parseListing } from './listing-parser.ts';
import type { Listing, ListingInput, ListingType } from './listing-types.ts';

export type ListingFilter = { type: ListingType } | { offer: true } | { userRef: string } | { all: true };

/** Where the next page starts; opaque to callers. */
export class ListingCursor {
  /** @internal */
  constructor(readonly snapshot: QueryDocumentSnapshot) {}
}

export interface ListingPage {
  listings: Listing[];
  /** Null when there is nothing after this page. */
  next: ListingCursor | null;
}

const listingsCollection = () => collection(firebaseServices().db, 'listings');

/** The equality filter and order of one list query, as plain data (the index test reads it too). */
export function listingQueryShape(filter: ListingFilter): {
  where: { field: 'type' | 'offer' | 'userRef'; value: string | boolean } | null;
  orderBy: 'timestamp';
} {
  if ('type' in filter) return { where: { field: 'type', value: filter.type }, orderBy: 'timestamp' };
  if ('offer' in filter) return { where: { field: 'offer', value: true }, orderBy: 'timestamp' };
  if ('userRef' in filter) return { where: { field: 'userRef', value: filter.userRef }, orderBy: 'timestamp' };
  return { where: null, orderBy: 'timestamp' };
}

function filterConstraint(filter: ListingFilter): QueryConstraint[] {
  const shape = listingQueryShape(filter);
  return shape.where ? [where(shape.where.field, '==', shape.where.value)] : [];
}

function toListings(docs: QueryDocumentSnapshot[]): Listing[] {
  return docs.map((d) => parseListing(d.id, d.data())).filter((l): l is Listing => l !== null);
}

/**
 * One page of listings, newest first. Asks for one more than the page size so the caller
 * knows whether another page exists; `after` continues from a previous page.
 */
export async function listListings(options: {
  filter: ListingFilter;
  pageSize?: number;
  after?: ListingCursor | null;
}): Promise<ListingPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const constraints: QueryConstraint[] = [
    ...filterConstraint(options.filter),
    orderBy('timestamp', 'desc'),
    ...(options.after ? [startAfter(options.after.snapshot)] : []),
    limit(pageSize + 1),
  ];
  const snapshot = await getDocs(query(listingsCollection(), ...constraints));
  const docs = snapshot.docs.slice(0, pageSize);
  const last = docs[docs.length - 1];
  return {
    listings: toListings(docs),
    next: snapshot.docs.length > pageSize && last ? new ListingCursor(last) : null,
  };
}

/** The `count` newest listings (the answer the page's HTML asked for early, when there is one). */
export async function listNewestListings(count: number): Promise<Listing[]> {
  const early = await earlyNewestListings(count);
  if (early) return early;
  return (await listListings({ filter: { all: true }, pageSize: count })).listings;
}

/** Every listing of one owner, newest first (no limit). */
export async function listUserListings(uid: string): Promise<Listing[]> {
  const snapshot = await getDocs(
    query(listingsCollection(), ...filterConstraint({ userRef: uid }), orderBy('timestamp', 'desc')),
  );
  return toListings(snapshot.docs);
}

/** One listing, or null when it does not exist (from the page's early read when there is one). */
export async function getListing(id: string): Promise<Listing | null> {
  if (!id) return null;
  const early = await earlyListing(id);
  if (early !== undefined) return early;
  const snapshot = await getDoc(doc(listingsCollection(), id));
  return snapshot.exists() ? parseListing(snapshot.id, snapshot.data()) : null;
}

/** Creates a listing owned by the signed-in user; returns its id. */
export async function createListing(input: ListingInput): Promise<string> {
  const uid = requireSignedInUid();
  const ref = doc(listingsCollection());
  await setDoc(ref, { ...input, userRef: uid, timestamp: serverTimestamp() });
  return ref.id;
}

/** Replaces the editable fields of a listing (the owner and time stay). */
export async function updateListing(id: string, input: ListingInput): Promise<void> {
  requireSignedInUid();
  const { discountedPrice, ...rest } = input;
  const fields: Record<string, unknown> = { ...rest };
  fields.discountedPrice = input.offer && discountedPrice !== undefined ? discountedPrice : deleteField();
  await updateDoc(doc(listingsCollection(), id), fields);
}

/** Deletes a listing and then its images in Storage. */
export async function deleteListing(listing: Pick<Listing, 'id' | 'imgUrls'>): Promise<void> {
  await deleteDoc(doc(listingsCollection(), listing.id));
  await deleteImagesByUrl(listing.imgUrls);
}
