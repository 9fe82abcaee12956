// Idempotent demo data for the local backend: 3 users and 32 listings with generated photos.
// Writes with the emulators' owner credentials, which bypass the security rules.
import { PROJECT_ID, STORAGE_BUCKET, URLS } from './config.mjs';
import { drawHousePicture } from './png.mjs';

const OWNER = { Authorization: 'Bearer owner' };
const DOCS = `${URLS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

export const DEMO_USERS = [
  { uid: 'demo-alice', name: 'Alice Martin', email: 'alice@example.com', password: 'alice-password' },
  { uid: 'demo-bruno', name: 'Bruno Keller', email: 'bruno@example.com', password: 'bruno-password' },
  { uid: 'demo-chloe', name: 'Chloe Nakamura', email: 'chloe@example.com', password: 'chloe-password' },
];

const PLACES = [
  ['12 Harbour Street, Bristol', 51.4496, -2.5967],
  ['48 Rue de la Paix, Lyon', 45.764, 4.8357],
  ['7 Canal Walk, Amsterdam', 52.3676, 4.9041],
  ['210 Elm Avenue, Toronto', 43.6532, -79.3832],
  ['3 Via Roma, Bologna', 44.4949, 11.3426],
  ['91 Calle Mayor, Madrid', 40.4168, -3.7038],
  ['15 King Road, Edinburgh', 55.9533, -3.1883],
  ['66 Ocean Drive, Miami', 25.7617, -80.1918],
  ['22 Lindenstrasse, Berlin', 52.52, 13.405],
  ['5 Orchard Lane, Portland', 45.5152, -122.6784],
  ['140 Queen Street, Auckland', -36.8485, 174.7633],
  ['9 Rua Augusta, Lisbon', 38.7223, -9.1393],
  ['31 Maple Crescent, Vancouver', 49.2827, -123.1207],
  ['18 Park Row, Dublin', 53.3498, -6.2603],
  ['77 Sunset Boulevard, Los Angeles', 34.0522, -118.2437],
  ['4 Nyhavn, Copenhagen', 55.6761, 12.5683],
];

const KINDS = [
  'Sunny Family House',
  'Modern City Apartment',
  'Cosy Garden Cottage',
  'Bright Loft Studio',
  'Quiet Riverside Flat',
  'Spacious Townhouse',
  'Penthouse with Terrace',
  'Charming Old Villa',
];

/** The demo listings, fully determined by their index. */
export function demoListings() {
  const listings = [];
  const now = Date.UTC(2026, 10, 1, 12, 0, 0);
  for (let i = 0; i < 32; i += 1) {
    const [street, lat, lng] = PLACES[i % PLACES.length];
    const type = i % 2 === 0 ? 'rent' : 'sale';
    const offer = i % 3 === 0;
    const regularPrice = type === 'rent' ? 800 + ((i * 137) % 40) * 50 : 150000 + ((i * 7919) % 90) * 10000;
    const listing = {
      id: `seed-${String(i + 1).padStart(2, '0')}`,
      type,
      name: `${KINDS[i % KINDS.length]}`.slice(0, 32),
      bedrooms: 1 + (i % 5),
      bathrooms: 1 + (i % 3),
      parking: i % 4 !== 1,
      furnished: i % 3 === 1,
      location: street,
      offer,
      regularPrice,
      geolocation: { lat: lat + ((i % 5) - 2) * 0.004, lng: lng + ((i % 7) - 3) * 0.004 },
      timestamp: new Date(now - i * 3_600_000 * 7),
      userRef: DEMO_USERS[i % DEMO_USERS.length].uid,
      imageCount: 2 + (i % 3),
    };
    if (offer) listing.discountedPrice = Math.round(regularPrice * 0.85);
    listings.push(listing);
  }
  return listings;
}

/** A plain value as a Firestore REST value (the E2E fixtures use it too). */
export function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValue(v)])) } };
}

async function check(res, what) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res;
}

async function writeDoc(pathInDb, data) {
  await check(
    await fetch(`${DOCS}/${pathInDb}`, {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)])) }),
    }),
    `write ${pathInDb}`,
  );
}

async function ensureAuthUser(user) {
  const res = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: user.uid, email: user.email, password: user.password, displayName: user.name }),
  });
  if (!res.ok) {
    const text = await res.text();
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) throw new Error(`create user ${user.email}: ${text}`);
  }
}

async function uploadImage(objectName, bytes) {
  const res = await check(
    await fetch(`${URLS.storage}/v0/b/${STORAGE_BUCKET}/o?name=${encodeURIComponent(objectName)}`, {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'image/png' },
      body: bytes,
    }),
    `upload ${objectName}`,
  );
  const meta = await res.json();
  const token = String(meta.downloadTokens).split(',')[0];
  return `${URLS.storage}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(objectName)}?alt=media&token=${token}`;
}

async function isSeeded() {
  const res = await fetch(`${DOCS}/listings/seed-32`, { headers: OWNER });
  return res.ok;
}

/** Seeds the demo users and listings unless they are already there. */
export async function seedDemoData({ log = () => {} } = {}) {
  if (await isSeeded()) return false;
  log('Seeding demo data...\n');
  for (const user of DEMO_USERS) {
    await ensureAuthUser(user);
    await writeDoc(`users/${user.uid}`, {
      name: user.name,
      email: user.email,
      timestamp: new Date(Date.UTC(2026, 0, 1)),
    });
  }
  for (const [index, listing] of demoListings().entries()) {
    const { id, imageCount, ...fields } = listing;
    const imgUrls = [];
    for (let n = 0; n < imageCount; n += 1) {
      imgUrls.push(
        await uploadImage(`images/${fields.userRef}-seed-${id}-${n + 1}.png`, drawHousePicture(index * 5 + n)),
      );
    }
    await writeDoc(`listings/${id}`, { ...fields, imgUrls });
  }
  log('Seeded 3 users and 32 listings.\n');
  return true;
}
