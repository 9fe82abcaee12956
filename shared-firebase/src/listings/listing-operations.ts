// Everything that touches listings through the Firestore SDK. Loaded on first use by listings.ts.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firestoreService } from '../app/firestore-service.ts';
import { ListingCursor } from './listing-cursor.ts';
import { parseListing } from './listing-parser.ts';
import { listingQueryShape, type ListingFilter, type ListingPage } from './listing-query.ts';
import type { Listing, ListingInput } from './listing-types.ts';

const listingsCollection = () => collection(firestoreService(), 'listings');

function filterConstraint(filter: ListingFilter): QueryConstraint[] {
  const shape = listingQueryShape(filter);
  return shape.where ? [where(shape.where.field, '==', shape.where.value)] : [];
}

function toListings(docs: QueryDocumentSnapshot[]): Listing[] {
  return docs.map((d) => parseListing(d.id, d.data())).filter((l): l is Listing => l !== null);
}

/** Where a list continues after `last`; null if its time is not a Firestore time (rules forbid it). */
function cursorAfter(last: QueryDocumentSnapshot): ListingCursor | null {
  const time: unknown = last.get('timestamp');
  if (!(time instanceof Timestamp)) return null;
  return new ListingCursor({ seconds: time.seconds, nanoseconds: time.nanoseconds, id: last.id });
}

export async function queryListingPage(filter: ListingFilter, pageSize: number, after: ListingCursor | null) {
  // Newest first, then by id (the order Firestore applies anyway, spelled out so a cursor made of
  // values can continue it: listing-early-reads.ts asks the same query over REST).
  const constraints: QueryConstraint[] = [
    ...filterConstraint(filter),
    orderBy('timestamp', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after
      ? [startAfter(new Timestamp(after.position.seconds, after.position.nanoseconds), after.position.id)]
      : []),
    limit(pageSize + 1),
  ];
  const snapshot = await getDocs(query(listingsCollection(), ...constraints));
  const docs = snapshot.docs.slice(0, pageSize);
  const last = docs[docs.length - 1];
  const page: ListingPage = {
    listings: toListings(docs),
    next: snapshot.docs.length > pageSize && last ? cursorAfter(last) : null,
  };
  return page;
}

export async function queryUserListings(uid: string): Promise<Listing[]> {
  const snapshot = await getDocs(
    query(listingsCollection(), ...filterConstraint({ userRef: uid }), orderBy('timestamp', 'desc')),
  );
  return toListings(snapshot.docs);
}

export async function readListing(id: string): Promise<Listing | null> {
  const snapshot = await getDoc(doc(listingsCollection(), id));
  return snapshot.exists() ? parseListing(snapshot.id, snapshot.data()) : null;
}

export async function writeNewListing(input: ListingInput, uid: string): Promise<string> {
  const ref = doc(listingsCollection());
  await setDoc(ref, { ...input, userRef: uid, timestamp: serverTimestamp() });
  return ref.id;
}

export async function writeListingUpdate(id: string, input: ListingInput): Promise<void> {
  const { discountedPrice, ...rest } = input;
  const fields: Record<string, unknown> = { ...rest };
  fields.discountedPrice = input.offer && discountedPrice !== undefined ? discountedPrice : deleteField();
  await updateDoc(doc(listingsCollection(), id), fields);
}

export async function removeListing(id: string): Promise<void> {
  await deleteDoc(doc(listingsCollection(), id));
}
