// The editor's reads and writes of listings, through the page's one Firestore SDK
// (shared-firebase's surface, loaded with the first of them): the listing being edited, creating
// one with its publishing quota in one batch, saving an edit, and the photos an owner's listings
// hold (for the unsaved-photos sweep).
import {
  errorCode,
  firstQuotaStep,
  isValidDocumentId,
  otherQuotaStep,
  parseListing,
  PUBLISH_LIMIT,
  PublishLimitError,
  secondsUntilWindowOver,
  type Listing,
  type ListingInput,
  type PublishQuota,
  type QuotaStep,
} from 'listing-domain';
import { loadFirestore, type FirestoreSdk } from 'shared-firebase';

type Timestamp = InstanceType<FirestoreSdk['Timestamp']>;
type DocumentReference = ReturnType<FirestoreSdk['doc']>;

const listingsCollection = (sdk: FirestoreSdk) => sdk.collection(sdk.db, 'listings');
const quotaDoc = (sdk: FirestoreSdk, uid: string) => sdk.doc(sdk.db, 'publishing', uid);

/** The search fields every write stores (loaded with the first write). */
async function searchFieldsFor(input: ListingInput) {
  return (await import('listing-domain/search-fields')).searchFieldsOf(input);
}

/**
 * One listing, or null when it does not exist. An id Firestore cannot have (`__x__`, with a `/`,
 * too long) is not found, without asking.
 */
export async function readListing(id: string): Promise<Listing | null> {
  if (!isValidDocumentId(id)) return null;
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(listingsCollection(sdk), id));
  return snapshot.exists() ? parseListing(snapshot.id, snapshot.data()) : null;
}

/** The photo addresses the owner's listings hold. */
export async function heldPhotoUrls(uid: string): Promise<Set<string>> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(listingsCollection(sdk), sdk.where('userRef', '==', uid)));
  return new Set(snapshot.docs.flatMap((d) => parseListing(d.id, d.data())?.imgUrls ?? []));
}

interface StoredQuota extends PublishQuota {
  /** The stored time itself: continuing a window must write it back unchanged, to the nanosecond. */
  windowStart: Timestamp;
}

/** The user's publishing quota (firestore.rules), or null before their first listing. */
async function readQuota(sdk: FirestoreSdk, uid: string): Promise<StoredQuota | null> {
  const snapshot = await sdk.getDoc(quotaDoc(sdk, uid));
  const windowStart: unknown = snapshot.exists() ? snapshot.get('windowStart') : undefined;
  const count: unknown = snapshot.exists() ? snapshot.get('count') : undefined;
  if (!(windowStart instanceof sdk.Timestamp) || typeof count !== 'number') return null;
  return { windowStart, windowStartMs: windowStart.toMillis(), count };
}

/** Throws PublishLimitError when the user cannot publish now (so no photo is uploaded in vain). */
export async function checkPublishQuota(uid: string): Promise<void> {
  const quota = await readQuota(await loadFirestore(), uid);
  if (quota && firstQuotaStep(quota, Date.now()) === null) {
    throw new PublishLimitError(secondsUntilWindowOver(quota, Date.now()));
  }
}

function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}

async function commitCreate(
  sdk: FirestoreSdk,
  ref: DocumentReference,
  fields: Record<string, unknown>,
  uid: string,
  step: QuotaStep,
  quota: StoredQuota | null,
) {
  const batch = sdk.writeBatch(sdk.db);
  batch.set(ref, fields);
  batch.set(
    quotaDoc(sdk, uid),
    step === 'restart' || !quota
      ? { windowStart: sdk.serverTimestamp(), count: 1, lastListing: ref.id }
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
  const sdk = await loadFirestore();
  const ref = sdk.doc(listingsCollection(sdk));
  const fields = { ...input, ...(await searchFieldsFor(input)), userRef: uid, timestamp: sdk.serverTimestamp() };
  const quota = await readQuota(sdk, uid);
  const first = firstQuotaStep(quota, Date.now());
  if (first === null && quota) throw new PublishLimitError(secondsUntilWindowOver(quota, Date.now()));
  const step = first ?? 'restart';
  try {
    await commitCreate(sdk, ref, fields, uid, step, quota);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const other = otherQuotaStep(quota, step);
    let refused = error;
    if (other) {
      try {
        await commitCreate(sdk, ref, fields, uid, other, quota);
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

/** Replaces the editable fields of a listing (the owner and time stay). */
export async function writeListingUpdate(id: string, input: ListingInput): Promise<void> {
  const sdk = await loadFirestore();
  const { discountedPrice, ...rest } = input;
  const fields: Record<string, unknown> = { ...rest, ...(await searchFieldsFor(input)) };
  fields.discountedPrice = input.offer && discountedPrice !== undefined ? discountedPrice : sdk.deleteField();
  await sdk.updateDoc(sdk.doc(listingsCollection(sdk), id), fields);
}
