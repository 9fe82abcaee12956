// Idempotent demo data for the local backend: 3 users and 32 listings with generated photos.
// Writes past the security rules: users and documents with the Admin SDK, photos through the
// Storage emulator's upload endpoint with its owner credentials (so each gets a download token).
import { searchFieldsOf } from '../shared-firebase/src/search/search-fields.mjs';
import { adminAuth, adminFirestore } from './admin.mjs';
import { STORAGE_BUCKET, URLS } from './config.mjs';
import { drawHousePicture } from './png.mjs';

const OWNER = { Authorization: 'Bearer owner' };

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
    // The search fields the site writes with every listing (decision: search-fields.mjs).
    Object.assign(listing, searchFieldsOf(listing));
    listings.push(listing);
  }
  return listings;
}

async function check(res, what) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res;
}

async function ensureAuthUser(user) {
  try {
    await adminAuth().createUser({ uid: user.uid, email: user.email, password: user.password, displayName: user.name });
  } catch (error) {
    if (!/already-exists|email-already-exists|uid-already-exists/.test(String(error?.code))) {
      throw new Error(`create user ${user.email}: ${error?.message ?? error}`, { cause: error });
    }
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
  return (await adminFirestore().doc('listings/seed-32').get()).exists;
}

/** Seeds the demo users and listings unless they are already there. */
export async function seedDemoData({ log = () => {} } = {}) {
  if (await isSeeded()) return false;
  log('Seeding demo data...\n');
  for (const user of DEMO_USERS) {
    await ensureAuthUser(user);
    await adminFirestore()
      .doc(`users/${user.uid}`)
      .set({ name: user.name, email: user.email, timestamp: new Date(Date.UTC(2026, 0, 1)) });
  }
  for (const [index, listing] of demoListings().entries()) {
    const { id, imageCount, ...fields } = listing;
    const imgUrls = [];
    for (let n = 0; n < imageCount; n += 1) {
      imgUrls.push(
        await uploadImage(`images/${fields.userRef}-seed-${id}-${n + 1}.png`, drawHousePicture(index * 5 + n)),
      );
    }
    await adminFirestore()
      .doc(`listings/${id}`)
      .set({ ...fields, imgUrls });
  }
  log('Seeded 3 users and 32 listings.\n');
  return true;
}
