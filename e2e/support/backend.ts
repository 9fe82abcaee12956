import { drawHousePicture } from '../../backend/png.mjs';
import type { ListingInput } from '../../listing-domain/src/listing-types.ts';
import { searchFieldsOf } from '../../listing-domain/src/search-fields.ts';
import { LOCAL_RATES } from '../../listing-domain/src/exchange-rates.ts';
import { adminAuth, adminFirestore, withDates } from '../../backend/admin.mjs';
import { STORAGE_BUCKET, URLS } from '../../backend/config.mjs';
import { DEMO_USERS } from '../../backend/seed.mjs';

// Direct access to the local backend for test fixtures, past the rules: users and documents with
// the Admin SDK, Storage objects through the emulator's endpoint with its owner credentials.
export const AUTH_URL = URLS.auth;
export const FIRESTORE_URL = URLS.firestore;
export const STORAGE_URL = URLS.storage;
const OWNER = { Authorization: 'Bearer owner' };

/** A seeded account (backend/seed.mjs), by uid. */
function seededUser(uid: string): { uid: string; name: string; email: string; password: string } {
  const user = DEMO_USERS.find((candidate) => candidate.uid === uid);
  if (!user) throw new Error(`backend/seed.mjs has no user ${uid}`);
  return user;
}

export const DEMO_USER = seededUser('demo-alice');
export const OTHER_DEMO_USER = seededUser('demo-bruno');

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
}

let counter = 0;
/**
 * A fresh password account in the Auth emulator, with its users/{uid} document: an established
 * one, its address verified and shown (issue 47), unless `verified` is false (then, as after
 * sign-up, its profile holds no address).
 */
export async function createTestUser(prefix = 'user', { verified = true } = {}): Promise<TestUser> {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${counter}@example.com`;
  const password = 'test-password-1';
  const name = `Test ${prefix} ${counter}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name, emailVerified: verified });
  await writeDoc(`users/${uid}`, verified ? { name, email, timestamp: new Date() } : { name, timestamp: new Date() });
  return { uid, email, password, name };
}

type Plain = string | number | boolean | Date | null | Plain[] | { [key: string]: Plain };

/** Writes (replaces) a document, past the rules. */
export async function writeDoc(path: string, data: Record<string, Plain>): Promise<void> {
  await adminFirestore().doc(path).set(data);
}

/** Changes some fields of a document, past the rules. */
export async function updateDoc(path: string, data: Record<string, Plain>): Promise<void> {
  await adminFirestore().doc(path).update(data);
}

/** Deletes a document past the rules (a test's own fixture). */
export async function deleteDoc(path: string): Promise<void> {
  await adminFirestore().doc(path).delete();
}

/** Reads a document past the rules, its times as Dates; null when absent. */
export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const snapshot = await adminFirestore().doc(path).get();
  return snapshot.exists ? withDates(snapshot.data() ?? {}) : null;
}

/** Every listing document (id and fields) whose userRef is `uid`. */
export async function listingsOf(uid: string): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const snapshot = await adminFirestore().collection('listings').where('userRef', '==', uid).get();
  return snapshot.docs.map((d) => ({ id: d.id, fields: withDates(d.data()) }));
}

/** Names of the Storage objects under images/ that start with `{uid}-`. */
export async function imagesOf(uid: string): Promise<string[]> {
  // The emulator lists by folder only, so filter the owner's prefix here.
  const res = await fetch(`${STORAGE_URL}/v0/b/${STORAGE_BUCKET}/o?prefix=images%2F`, { headers: OWNER });
  if (!res.ok) throw new Error(`list images: ${res.status}`);
  const body = (await res.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((i) => i.name).filter((name) => name.startsWith(`images/${uid}-`));
}

export interface ListingSeed {
  id: string;
  userRef: string;
  type?: 'rent' | 'sale';
  offer?: boolean;
  name?: string;
  timestamp?: Date;
  regularPrice?: number;
  discountedPrice?: number;
  /** The currency of its prices (issue 35); none: US dollars. */
  currency?: 'EUR' | 'GBP' | 'DKK' | 'USD';
  bedrooms?: number;
  bathrooms?: number;
  parking?: boolean;
  furnished?: boolean;
  location?: string;
  imgUrls?: string[];
  geolocation?: { lat: number; lng: number };
  /** false: stored as the spec's fields only, as an editor from before search wrote it. */
  searchFields?: boolean;
}

/** Stores a small PNG as `images/{uid}-{name}` past the rules; returns its download URL. */
export async function uploadPhoto(uid: string, name: string): Promise<string> {
  const objectName = `images/${uid}-${name}`;
  const res = await fetch(`${STORAGE_URL}/v0/b/${STORAGE_BUCKET}/o?name=${encodeURIComponent(objectName)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'image/png' },
    // A real picture: the server deletes an upload that is not one (functions/, issue 34).
    body: new Uint8Array(drawHousePicture(1, 16, 10)),
  });
  if (!res.ok) throw new Error(`upload ${objectName}: ${res.status} ${await res.text()}`);
  const { downloadTokens } = (await res.json()) as { downloadTokens: string };
  const token = String(downloadTokens).split(',')[0];
  return `${STORAGE_URL}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(objectName)}?alt=media&token=${token}`;
}

/** A download URL of the shape the owner's own upload gets (the file itself need not exist). */
export function ownPhotoUrl(uid: string, name: string): string {
  return `${STORAGE_URL}/v0/b/${STORAGE_BUCKET}/o/images%2F${uid}-${name}?alt=media&token=e2e-token`;
}

/** Writes one listing with sensible defaults (bypassing the rules). */
export async function seedListing(seed: ListingSeed): Promise<void> {
  const offer = seed.offer ?? false;
  const regularPrice = seed.regularPrice ?? 1500;
  const data: Record<string, Plain> = {
    type: seed.type ?? 'rent',
    name: seed.name ?? `Test listing ${seed.id}`.slice(0, 32),
    bedrooms: seed.bedrooms ?? 2,
    bathrooms: seed.bathrooms ?? 1,
    parking: seed.parking ?? false,
    furnished: seed.furnished ?? false,
    location: seed.location ?? '1 Test Street, Testville',
    offer,
    regularPrice,
    geolocation: seed.geolocation ?? { lat: 51.5, lng: -0.12 },
    // The shape of the owner's own upload (firestore.rules), of a file that is not there.
    imgUrls: seed.imgUrls ?? [ownPhotoUrl(seed.userRef, 'missing.png')],
    timestamp: seed.timestamp ?? new Date(),
    userRef: seed.userRef,
  };
  if (offer) data.discountedPrice = seed.discountedPrice ?? regularPrice - 100;
  if (seed.currency) data.currency = seed.currency;
  // The search fields the site writes with every listing.
  if (seed.searchFields !== false) Object.assign(data, searchFieldsOf(data as unknown as ListingInput, LOCAL_RATES));
  await writeDoc(`listings/${seed.id}`, data);
}

/**
 * A home's viewing times as its owner's weekly form saves them (every day, 09:00 to 18:00, half an
 * hour each, no notice), with the zone the server derives, past the rules: for tests about what
 * comes after (the form and the zone's trigger are the viewings journey's own). `timeZone` null:
 * none yet, as before the server has set it.
 */
export async function seedViewingTimes(
  listingId: string,
  ownerId: string,
  timeZone: string | null = 'Europe/London',
): Promise<void> {
  await writeDoc(`viewingTimes/${listingId}`, {
    ownerId,
    days: [1, 2, 3, 4, 5, 6, 7],
    from: '09:00',
    to: '18:00',
    slotMinutes: 30,
    noticeHours: 0,
    oneOff: [],
    ...(timeZone ? { timeZone } : {}),
    updatedAt: new Date(),
  });
}
