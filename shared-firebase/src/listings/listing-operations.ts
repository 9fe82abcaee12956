// Everything that touches listings through the Firestore SDK. Loaded on first use by listings.ts.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { errorCode } from '../app/error-code.ts';
import { firestoreService } from '../app/firestore-service.ts';
import { parseListing } from 'listing-domain';
import { PUBLISH_LIMIT, PublishLimitError, type PublishQuota } from './publish-quota.ts';
import {
  firstQuotaStep,
  otherQuotaStep,
  secondsUntilWindowOver,
  windowOver,
  type QuotaStep,
} from './publish-quota-steps.ts';
import { listingQueryShape, type ListingFilter } from 'listing-domain';
import type { Listing, ListingInput } from 'listing-domain';

const listingsCollection = () => collection(firestoreService(), 'listings');

/** The search fields every write stores (loaded with the first write: the lists never need them). */
async function searchFieldsFor(input: ListingInput) {
  return (await import('listing-domain/search-fields')).searchFieldsOf(input);
}

function filterConstraint(filter: ListingFilter): QueryConstraint[] {
  const shape = listingQueryShape(filter);
  return shape.where ? [where(shape.where.field, '==', shape.where.value)] : [];
}

function toListings(docs: QueryDocumentSnapshot[]): Listing[] {
  return docs.map((d) => parseListing(d.id, d.data())).filter((l): l is Listing => l !== null);
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

interface StoredQuota extends PublishQuota {
  /** The stored time itself: continuing a window must write it back unchanged, to the nanosecond. */
  windowStart: Timestamp;
}

const quotaDoc = (uid: string) => doc(firestoreService(), 'publishing', uid);

/** The user's publishing quota (firestore.rules), or null before their first listing. */
async function readQuota(uid: string): Promise<StoredQuota | null> {
  const snapshot = await getDoc(quotaDoc(uid));
  const windowStart: unknown = snapshot.exists() ? snapshot.get('windowStart') : undefined;
  const count: unknown = snapshot.exists() ? snapshot.get('count') : undefined;
  if (!(windowStart instanceof Timestamp) || typeof count !== 'number') return null;
  return { windowStart, windowStartMs: windowStart.toMillis(), count };
}

/** Throws PublishLimitError when the user cannot publish now (so no photo is uploaded in vain). */
export async function checkPublishQuota(uid: string): Promise<void> {
  const quota = await readQuota(uid);
  if (quota && firstQuotaStep(quota, Date.now()) === null) {
    throw new PublishLimitError(secondsUntilWindowOver(quota, Date.now()));
  }
}

/**
 * Deletes the user's quota once its window is over (account deletion). Within the window the rules
 * refuse it (a reset that early would lift the limit), so it is not even asked: that is not an error.
 */
export async function removeSpentQuota(uid: string): Promise<void> {
  const quota = await readQuota(uid);
  // 5 s to spare: the rules judge by the server's clock.
  if (quota && windowOver(quota, Date.now() - 5_000)) await deleteDoc(quotaDoc(uid)).catch(() => undefined);
}

function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}

async function commitCreate(
  ref: DocumentReference,
  fields: Record<string, unknown>,
  uid: string,
  step: QuotaStep,
  quota: StoredQuota | null,
) {
  const batch = writeBatch(firestoreService());
  batch.set(ref, fields);
  batch.set(
    quotaDoc(uid),
    step === 'restart' || !quota
      ? { windowStart: serverTimestamp(), count: 1, lastListing: ref.id }
      : { windowStart: quota.windowStart, count: quota.count + 1, lastListing: ref.id },
  );
  await batch.commit();
}

/**
 * Creates the listing and counts it in the user's publishing quota, in one batch. The rules judge
 * the window by the server's clock: when they refuse the step this device's clock suggested, the
 * other step is tried once; a quota that is full either way is a PublishLimitError.
 */
export async function writeNewListing(input: ListingInput, uid: string): Promise<string> {
  const ref = doc(listingsCollection());
  const fields = { ...input, ...(await searchFieldsFor(input)), userRef: uid, timestamp: serverTimestamp() };
  const quota = await readQuota(uid);
  const first = firstQuotaStep(quota, Date.now());
  if (first === null && quota) throw new PublishLimitError(secondsUntilWindowOver(quota, Date.now()));
  const step = first ?? 'restart';
  try {
    await commitCreate(ref, fields, uid, step, quota);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const other = otherQuotaStep(quota, step);
    let refused = error;
    if (other) {
      try {
        await commitCreate(ref, fields, uid, other, quota);
        return ref.id;
      } catch (retryError) {
        if (!isPermissionDenied(retryError)) throw retryError;
        refused = retryError;
      }
    }
    // Refused either way: a full quota is the limit; anything else is another rule (the data).
    if (quota && quota.count >= PUBLISH_LIMIT) {
      throw new PublishLimitError(secondsUntilWindowOver(quota, Date.now()));
    }
    throw refused;
  }
  return ref.id;
}

export async function writeListingUpdate(id: string, input: ListingInput): Promise<void> {
  const { discountedPrice, ...rest } = input;
  const fields: Record<string, unknown> = { ...rest, ...(await searchFieldsFor(input)) };
  fields.discountedPrice = input.offer && discountedPrice !== undefined ? discountedPrice : deleteField();
  await updateDoc(doc(listingsCollection(), id), fields);
}

export async function removeListing(id: string): Promise<void> {
  await deleteDoc(doc(listingsCollection(), id));
}
