import { PROJECT_ID, STORAGE_BUCKET, URLS } from '../../backend/config.mjs';
import { DEMO_USERS, toValue } from '../../backend/seed.mjs';

// Direct access to the local backend for test fixtures (REST, with the emulators' owner token).
export const AUTH_URL = URLS.auth;
export const FIRESTORE_URL = URLS.firestore;
export const STORAGE_URL = URLS.storage;
const DOCS = `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
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
/** A fresh user created through the Auth emulator, with its users/{uid} document. */
export async function createTestUser(prefix = 'user'): Promise<TestUser> {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${counter}@example.com`;
  const password = 'test-password-1';
  const name = `Test ${prefix} ${counter}`;
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: name, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId?: string };
  if (!res.ok || !body.localId) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  await writeDoc(`users/${body.localId}`, { name, email, timestamp: new Date() });
  return { uid: body.localId, email, password, name };
}

type Plain = string | number | boolean | Date | null | Plain[] | { [key: string]: Plain };

function fromValue(value: Record<string, unknown>): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(fromValue);
  }
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromValue(v)]));
  }
  return undefined;
}

/** Writes a document bypassing the rules. */
export async function writeDoc(path: string, data: Record<string, Plain>): Promise<void> {
  const res = await fetch(`${DOCS}/${path}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)])) }),
  });
  if (!res.ok) throw new Error(`write ${path}: ${res.status} ${await res.text()}`);
}

/** Reads a document bypassing the rules; null when absent. */
export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${DOCS}/${path}`, { headers: OWNER });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`read ${path}: ${res.status}`);
  const body = (await res.json()) as { fields?: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, fromValue(v)]));
}

/** Every listing document (id and fields) whose userRef is `uid`. */
export async function listingsOf(uid: string): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const res = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'listings' }],
        where: { fieldFilter: { field: { fieldPath: 'userRef' }, op: 'EQUAL', value: { stringValue: uid } } },
      },
    }),
  });
  const rows = (await res.json()) as { document?: { name: string; fields: Record<string, Record<string, unknown>> } }[];
  return rows
    .filter((r) => r.document)
    .map((r) => ({
      id: r.document!.name.split('/').pop()!,
      fields: Object.fromEntries(Object.entries(r.document!.fields).map(([k, v]) => [k, fromValue(v)])),
    }));
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
  bedrooms?: number;
  bathrooms?: number;
  parking?: boolean;
  furnished?: boolean;
  location?: string;
  imgUrls?: string[];
}

/** Writes one listing with sensible defaults (bypassing the rules). */
/** Stores a small PNG as `images/{uid}-{name}` past the rules; returns its download URL. */
export async function uploadPhoto(uid: string, name: string): Promise<string> {
  const objectName = `images/${uid}-${name}`;
  const res = await fetch(`${STORAGE_URL}/v0/b/${STORAGE_BUCKET}/o?name=${encodeURIComponent(objectName)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'image/png' },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
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
    geolocation: { lat: 51.5, lng: -0.12 },
    // The shape of the owner's own upload (firestore.rules), of a file that is not there.
    imgUrls: seed.imgUrls ?? [ownPhotoUrl(seed.userRef, 'missing.png')],
    timestamp: seed.timestamp ?? new Date(),
    userRef: seed.userRef,
  };
  if (offer) data.discountedPrice = seed.discountedPrice ?? regularPrice - 100;
  await writeDoc(`listings/${seed.id}`, data);
}
