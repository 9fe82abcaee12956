// The editor's reads and writes of listings, through the page's one Firestore SDK
// (shared-firebase's surface, loaded with the first of them): the listing being edited, creating
// one with its publishing quota in one batch, saving an edit with its edit quota in one batch, and
// the photos an owner's listings hold (for the unsaved-photos sweep).
import {
  DETAIL_FIELDS,
  EDIT_RATE,
  EditLimitError,
  errorCode,
  firstQuotaStep,
  isValidDocumentId,
  LIST_READ_LIMIT,
  listingImageUrls,
  otherQuotaStep,
  parseListing,
  PUBLISH_RATE,
  PublishLimitError,
  secondsUntilWindowOver,
  type Listing,
  type ListingInput,
  type PublishQuota,
  type QuotaRate,
  type QuotaStep,
} from 'listing-domain';
import { loadFirestore, type FirestoreSdk, type QueryDocumentSnapshot } from 'shared-firebase';

type Timestamp = InstanceType<FirestoreSdk['Timestamp']>;
type DocumentReference = ReturnType<FirestoreSdk['doc']>;
type WriteBatch = ReturnType<FirestoreSdk['writeBatch']>;

const listingsCollection = (sdk: FirestoreSdk) => sdk.collection(sdk.db, 'listings');

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

/** The image addresses (photos, floor plans) the owner's listings hold (read LIST_READ_LIMIT listings at a time, as the rules want). */
export async function heldPhotoUrls(uid: string): Promise<Set<string>> {
  const sdk = await loadFirestore();
  const { getDocs, limit, query, startAfter, where } = sdk;
  const held = new Set<string>();
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await getDocs(
      query(
        listingsCollection(sdk),
        where('userRef', '==', uid),
        ...(after ? [startAfter(after)] : []),
        limit(LIST_READ_LIMIT),
      ),
    );
    for (const d of snapshot.docs) {
      const listing = parseListing(d.id, d.data());
      // Its floor plan is held as its photos are (issue 35): the sweep must not take it.
      for (const url of listing ? listingImageUrls(listing) : []) held.add(url);
    }
    if (snapshot.docs.length < LIST_READ_LIMIT) return held;
    after = snapshot.docs.at(-1);
  }
}

/** A write limit as firestore.rules keeps it: its document, its rate, and the error it gives. */
interface Quota {
  collection: 'publishing' | 'editing';
  rate: QuotaRate;
  limitError: (retryAfterSeconds: number) => Error;
}

const PUBLISHING: Quota = {
  collection: 'publishing',
  rate: PUBLISH_RATE,
  limitError: (seconds) => new PublishLimitError(seconds),
};
const EDITING: Quota = { collection: 'editing', rate: EDIT_RATE, limitError: (seconds) => new EditLimitError(seconds) };

interface StoredQuota extends PublishQuota {
  /** The stored time itself: continuing a window must write it back unchanged, to the nanosecond. */
  windowStart: Timestamp;
}

const quotaDoc = (sdk: FirestoreSdk, quota: Quota, uid: string) => sdk.doc(sdk.db, quota.collection, uid);

/** The user's quota document (firestore.rules), or null before their first write of its kind. */
async function readQuota(sdk: FirestoreSdk, quota: Quota, uid: string): Promise<StoredQuota | null> {
  const snapshot = await sdk.getDoc(quotaDoc(sdk, quota, uid));
  const windowStart: unknown = snapshot.exists() ? snapshot.get('windowStart') : undefined;
  const count: unknown = snapshot.exists() ? snapshot.get('count') : undefined;
  if (!(windowStart instanceof sdk.Timestamp) || typeof count !== 'number') return null;
  return { windowStart, windowStartMs: windowStart.toMillis(), count };
}

/** Throws the quota's limit error when it is full now (so no photo is uploaded in vain). */
async function checkQuota(quota: Quota, uid: string): Promise<void> {
  const stored = await readQuota(await loadFirestore(), quota, uid);
  if (stored && firstQuotaStep(stored, Date.now(), quota.rate) === null) {
    throw quota.limitError(secondsUntilWindowOver(stored, Date.now(), quota.rate));
  }
}

/** Throws PublishLimitError when the user cannot publish now. */
export const checkPublishQuota = (uid: string) => checkQuota(PUBLISHING, uid);

/** Throws EditLimitError when the user cannot save an edit now. */
export const checkEditQuota = (uid: string) => checkQuota(EDITING, uid);

function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}

/**
 * Commits `write` (the listing's own write) and one more in the user's `quota`, naming the listing,
 * in one batch. The rules judge the window by the server's clock: when they refuse the step this
 * device's clock suggested, the other step is tried once; a quota that is full either way is the
 * quota's limit error.
 */
async function writeWithQuota(
  sdk: FirestoreSdk,
  quota: Quota,
  uid: string,
  listingId: string,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const stored = await readQuota(sdk, quota, uid);
  const { rate } = quota;
  const first = firstQuotaStep(stored, Date.now(), rate);
  if (first === null && stored) throw quota.limitError(secondsUntilWindowOver(stored, Date.now(), rate));
  const commit = async (step: QuotaStep) => {
    const batch = sdk.writeBatch(sdk.db);
    write(batch);
    batch.set(
      quotaDoc(sdk, quota, uid),
      step === 'restart' || !stored
        ? { windowStart: sdk.serverTimestamp(), count: 1, lastListing: listingId }
        : { windowStart: stored.windowStart, count: stored.count + 1, lastListing: listingId },
    );
    await batch.commit();
  };
  const step = first ?? 'restart';
  try {
    await commit(step);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const other = otherQuotaStep(stored, step, rate);
    let refused = error;
    if (other) {
      try {
        await commit(other);
        return;
      } catch (retryError) {
        if (!isPermissionDenied(retryError)) throw retryError;
        refused = retryError;
      }
    }
    // Refused either way: a full quota is the limit; anything else is another rule (the data).
    if (stored && stored.count >= rate.limit) {
      throw quota.limitError(secondsUntilWindowOver(stored, Date.now(), rate));
    }
    throw refused;
  }
}

/**
 * Creates the listing and counts it in the user's publishing quota, in one batch; its id. When it
 * publishes a draft (`fromDraft`, issue 52), the same batch deletes the draft: never both, never
 * neither.
 */
export async function writeNewListing(input: ListingInput, uid: string, fromDraft?: string): Promise<string> {
  const sdk = await loadFirestore();
  const ref: DocumentReference = sdk.doc(listingsCollection(sdk));
  // No search fields: the server derives them (functions/, within seconds); the rules refuse them here.
  // `listed` puts the new home on the lists at once (issue 52: the rules let a create say only true).
  const fields = { ...input, userRef: uid, timestamp: sdk.serverTimestamp(), listed: true };
  await writeWithQuota(sdk, PUBLISHING, uid, ref.id, (batch) => {
    batch.set(ref, fields);
    if (fromDraft) batch.delete(sdk.doc(sdk.db, 'listingDrafts', fromDraft));
  });
  return ref.id;
}

/**
 * Replaces the editable fields of a listing (the owner and time stay) and counts the edit in the
 * user's edit quota, in one batch; EditLimitError past the limit.
 */
export async function writeListingUpdate(id: string, input: ListingInput, uid: string): Promise<void> {
  const sdk = await loadFirestore();
  const ref = sdk.doc(listingsCollection(sdk), id);
  await writeWithQuota(sdk, EDITING, uid, id, (batch) => batch.update(ref, replacedFields(sdk, input)));
}

/**
 * The fields of an update that replaces a listing's (or a draft's) editable fields with `input`:
 * a detail the owner emptied (or a rent-only one on a home now for sale) goes, as does a discount
 * without an offer; the rest of the document (owner, time, the server's fields) stays.
 */
export function replacedFields(sdk: FirestoreSdk, input: ListingInput): Record<string, unknown> {
  const { discountedPrice, ...rest } = input;
  const fields: Record<string, unknown> = { ...rest };
  fields.discountedPrice = input.offer && discountedPrice !== undefined ? discountedPrice : sdk.deleteField();
  for (const field of DETAIL_FIELDS) if (!(field in input)) fields[field] = sdk.deleteField();
  return fields;
}
