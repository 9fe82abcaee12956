// Idempotent demo data for the local backend: 3 users and 32 listings with generated photos.
// Writes past the security rules: users and documents with the Admin SDK, photos through the
// Storage emulator's upload endpoint with its owner credentials (so each gets a download token).
import { tsImport } from 'tsx/esm/api';
import { adminAuth, adminFirestore } from './admin.mjs';
import { STORAGE_BUCKET, URLS } from './config.mjs';
import { CITY_CURRENCY, cityOf, HOME_DETAILS, ROOMS } from './demo-details.mjs';
import { drawDemoPhoto } from './demo-photos.mjs';
import { loadTownIndex } from './town-index.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the site and the server bundle.
const { PHOTO_WIDTHS, sizedPhotoPath } = await tsImport('../listing-domain/src/photo-sizes.ts', import.meta.url);
const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { careAfterTouch } = await tsImport('../listing-domain/src/listing-care.ts', import.meta.url);
// The reference exchange rates (issue 53): the local backend's fixed, dated table, stored as the
// listing editor's server code keeps it in production; every demo home is priced in euros with it.
const { EXCHANGE_RATES_COLLECTION, EXCHANGE_RATES_DOCUMENT, LOCAL_RATES } = await tsImport(
  '../listing-domain/src/exchange-rates.ts',
  import.meta.url,
);
// The browsing slice's gazetteer (issue 51): the demo's homes are stored with their town, region and
// country, as its trigger would give them, so a search by place works from the first moment.
const { gazetteer } = await tsImport('../mf-browse/functions/src/places/gazetteer.ts', import.meta.url);
// The viewings slice's zone lookup (issue 52), as its trigger would set it.
const { zoneAt } = await tsImport('../mf-viewings/functions/src/times/time-zone-at.ts', import.meta.url);
const { dayBucketId, INSIGHT_DAYS, LISTING_STATS, statDay } = await tsImport(
  '../listing-domain/src/listing-stats.ts',
  import.meta.url,
);

const OWNER = { Authorization: 'Bearer owner' };

export const DEMO_USERS = [
  { uid: 'demo-alice', name: 'Alice Martin', email: 'alice@example.com', password: 'alice-password' },
  { uid: 'demo-bruno', name: 'Bruno Keller', email: 'bruno@example.com', password: 'bruno-password' },
  { uid: 'demo-chloe', name: 'Chloe Nakamura', email: 'chloe@example.com', password: 'chloe-password' },
];

// Each demo home: its name, street, city coordinates and whether its cover shows a house or an
// apartment block. Believable and varied, nothing that reads as test data.
const HOMES = [
  ['Sunny Family House', '12 Harbour Street, Bristol', 51.4496, -2.5967, 'house'],
  ['Haussmann Flat near Bellecour', '48 Rue de la Charite, Lyon', 45.764, 4.8357, 'apartments'],
  ['Canal-side Loft with Light', '7 Canal Walk, Amsterdam', 52.3676, 4.9041, 'apartments'],
  ['Renovated Victorian Semi', '210 Elm Avenue, Toronto', 43.6532, -79.3832, 'house'],
  ['Apartment under the Porticoes', '3 Via dell Indipendenza, Bologna', 44.4949, 11.3426, 'apartments'],
  ['Bright Flat in Malasana', '91 Calle del Pez, Madrid', 40.4168, -3.7038, 'apartments'],
  ['Georgian Townhouse', '15 Heriot Row, Edinburgh', 55.9533, -3.1883, 'house'],
  ['Oceanfront Condo with Pool', '66 Ocean Drive, Miami', 25.7617, -80.1918, 'apartments'],
  ['Altbau Flat with Balcony', '22 Lindenstrasse, Berlin', 52.52, 13.405, 'apartments'],
  ['Craftsman Bungalow', '5 Orchard Lane, Portland', 45.5152, -122.6784, 'house'],
  ['Harbour-view Apartment', '140 Quay Street, Auckland', -36.8485, 174.7633, 'apartments'],
  ['Tiled Flat in the Baixa', '9 Rua Augusta, Lisbon', 38.7223, -9.1393, 'apartments'],
  ['Family Home near Stanley Park', '31 Maple Crescent, Vancouver', 49.2827, -123.1207, 'house'],
  ['Red-brick Terrace House', '18 Park Row, Dublin', 53.3498, -6.2603, 'house'],
  ['Hillside House with Views', '2250 Laurel Canyon Blvd, Los Angeles', 34.0522, -118.2437, 'house'],
  ['Waterfront Flat by Nyhavn', '4 Nyhavn, Copenhagen', 55.6761, 12.5683, 'apartments'],
  ['Garden Flat in Clifton', '27 Royal York Crescent, Bristol', 51.4545, -2.6206, 'apartments'],
  ['Studio on the Croix-Rousse', '11 Rue d Austerlitz, Lyon', 45.7745, 4.8302, 'apartments'],
  ['Cosy Garden Cottage', '61 Watergraafsmeer, Amsterdam', 52.3547, 4.9405, 'house'],
  ['Modern Condo Downtown', '88 Blue Jays Way, Toronto', 43.6441, -79.3915, 'apartments'],
  ['Penthouse with Terrace', '14 Strada Maggiore, Bologna', 44.4921, 11.3532, 'apartments'],
  ['Quiet Courtyard Apartment', '5 Calle de Lavapies, Madrid', 40.4089, -3.7003, 'apartments'],
  ['Stone Cottage by the Forth', '3 Shore Road, Edinburgh', 55.9787, -3.1733, 'house'],
  ['Art Deco Studio, South Beach', '1020 Collins Avenue, Miami', 25.7803, -80.1307, 'apartments'],
  ['Loft in a Former Brewery', '40 Schonhauser Allee, Berlin', 52.5341, 13.4116, 'apartments'],
  ['Pearl District Condo', '1200 NW Glisan Street, Portland', 45.5266, -122.6846, 'apartments'],
  ['Villa with a Native Garden', '9 Ponsonby Road, Auckland', -36.8569, 174.7469, 'house'],
  ['Apartment with River View', '23 Rua das Janelas Verdes, Lisbon', 38.7057, -9.1599, 'apartments'],
  ['Glass Tower One-Bedroom', '1500 West Georgia Street, Vancouver', 49.2905, -123.1318, 'apartments'],
  ['Period Flat off Grafton Street', '6 Chatham Street, Dublin', 53.3409, -6.2605, 'apartments'],
  ['Spanish-style Bungalow', '412 Micheltorena Street, Los Angeles', 34.0866, -118.2774, 'house'],
  ['Canal House Apartment', '31 Christianshavns Kanal, Copenhagen', 55.6727, 12.5918, 'apartments'],
];

/** The description and key facts of demo home `i` (demo-details.mjs), as a listing stores them. */
function demoDetails(i, type, currency, regularPrice) {
  const [
    propertyKind,
    floorArea,
    floorAreaUnit,
    availableFrom,
    petsAllowed,
    energyRating,
    yearBuilt,
    floor,
    description,
  ] = HOME_DETAILS[i];
  const details = { description, propertyKind, floorArea, floorAreaUnit, petsAllowed, yearBuilt };
  if (currency !== 'USD') details.currency = currency;
  if (availableFrom) details.availableFrom = availableFrom;
  if (energyRating) details.energyRating = energyRating;
  if (floor !== null) details.floor = floor;
  if (type === 'rent') {
    details.deposit = regularPrice * (i % 4 === 0 ? 2 : 1);
    details.billsIncluded = i % 3 === 1;
  }
  return details;
}

/** The demo listings, fully determined by their index. */
export function demoListings() {
  const listings = [];
  const now = Date.UTC(2026, 10, 1, 12, 0, 0);
  for (let i = 0; i < 32; i += 1) {
    const [name, street, lat, lng, building] = HOMES[i];
    const type = i % 2 === 0 ? 'rent' : 'sale';
    const offer = i % 3 === 0;
    const [currency, scale] = CITY_CURRENCY[cityOf(street)] ?? ['USD', 1];
    const regularPrice = scale * (type === 'rent' ? 800 + ((i * 137) % 40) * 50 : 150000 + ((i * 7919) % 90) * 10000);
    const [bedrooms, bathrooms] = ROOMS[i] ?? [1 + (i % 5), 1 + (i % 3)];
    const listing = {
      id: `seed-${String(i + 1).padStart(2, '0')}`,
      type,
      name,
      bedrooms,
      bathrooms,
      parking: i % 4 !== 1,
      furnished: i % 3 === 1,
      location: street,
      offer,
      regularPrice,
      geolocation: { lat: lat + ((i % 5) - 2) * 0.004, lng: lng + ((i % 7) - 3) * 0.004 },
      timestamp: new Date(now - i * 3_600_000 * 7),
      userRef: DEMO_USERS[i % DEMO_USERS.length].uid,
      imageCount: 2 + (i % 3),
      building,
    };
    if (offer) listing.discountedPrice = Math.round(regularPrice * 0.85);
    Object.assign(listing, demoDetails(i, type, currency, regularPrice));
    const place = gazetteer().placeAt(listing.geolocation.lat, listing.geolocation.lng, street);
    if (place) listing.place = place;
    // The search fields the site writes with every listing (decision: search-fields.ts).
    Object.assign(listing, searchFieldsOf(listing, LOCAL_RATES));
    // Its care as the listing trigger dates it (issue 52): touched when it was published.
    const { touchedAt, careDueAt } = careAfterTouch(listing.timestamp);
    Object.assign(listing, { touchedAt, careDueAt });
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
    await adminAuth().createUser({
      uid: user.uid,
      email: user.email,
      emailVerified: true, // issue 47: the demo landlords' addresses show on their contact pages
      password: user.password,
      displayName: user.name,
    });
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

/**
 * Waits until the server has made every size of the uploaded photos (functions/, a few seconds),
 * so that the demo's pages show them from the first visit; says which are missing after `ms`.
 */
async function waitForPhotoSizes(objectNames, log, ms = 90_000) {
  const expected = objectNames.flatMap((name) => Object.keys(PHOTO_WIDTHS).map((size) => sizedPhotoPath(name, size)));
  const deadline = Date.now() + ms;
  let missing = expected;
  while (missing.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const made = new Set();
    let pageToken = '';
    do {
      const res = await check(
        await fetch(`${URLS.storage}/v0/b/${STORAGE_BUCKET}/o?prefix=sizes/${pageToken && `&pageToken=${pageToken}`}`, {
          headers: OWNER,
        }),
        'list the photo sizes',
      );
      const page = await res.json();
      for (const item of page.items ?? []) made.add(item.name);
      pageToken = page.nextPageToken ? encodeURIComponent(page.nextPageToken) : '';
    } while (pageToken);
    missing = expected.filter((name) => !made.has(name));
  }
  if (missing.length > 0)
    log(`The server made no ${missing.length} photo sizes (the pages show the photos instead).\n`);
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
  await adminFirestore()
    .doc(`${EXCHANGE_RATES_COLLECTION}/${EXCHANGE_RATES_DOCUMENT}`)
    .set({ ...LOCAL_RATES, storedAt: new Date() });
  // The town finder's index (issue 51), which the listing form places its map with, is written while
  // the listings and their photos are: neither waits for the other.
  const townsWritten = loadTownIndex(adminFirestore());
  const uploaded = [];
  const listings = [...demoListings().entries()];
  // A few homes at a time: each waits on its uploads, and the server resizes them meanwhile.
  const seedListing = async ([index, listing]) => {
    const { id, imageCount, building, ...fields } = listing;
    const imgUrls = [];
    for (let n = 0; n < imageCount; n += 1) {
      const objectName = `images/${fields.userRef}-seed-${id}-${n + 1}.png`;
      imgUrls.push(await uploadImage(objectName, drawDemoPhoto({ seed: index, n, building })));
      uploaded.push(objectName);
    }
    await adminFirestore()
      .doc(`listings/${id}`)
      .set({ ...fields, imgUrls });
  };
  // The last home is written last: isSeeded() looks for it.
  const last = listings.pop();
  for (let start = 0; start < listings.length; start += 4)
    await Promise.all(listings.slice(start, start + 4).map(seedListing));
  await seedListing(last);
  // Viewing times on the second account's homes (issue 52): weekdays and Saturday, 10:00–17:00,
  // half an hour each, a day's notice, in each home's zone as the viewings slice's trigger sets it.
  for (const listing of demoListings().filter((l) => l.userRef === DEMO_USERS[1].uid)) {
    await adminFirestore()
      .doc(`viewingTimes/${listing.id}`)
      .set({
        ownerId: listing.userRef,
        days: [1, 2, 3, 4, 5, 6],
        from: '10:00',
        to: '17:00',
        slotMinutes: 30,
        noticeHours: 24,
        timeZone: zoneAt(listing.geolocation.lat, listing.geolocation.lng),
        updatedAt: new Date(Date.UTC(2026, 10, 1, 12)),
      });
  }
  // A month of insights on the first account's homes (issue 52), as the server counts them (one
  // shard a day here), so that its owner's Insights pages show figures from the start.
  for (const [index, listing] of demoListings().entries()) {
    if (listing.userRef !== DEMO_USERS[0].uid) continue;
    const total = { views: 0, saves: 0, enquiries: 0, viewings: 0 };
    const batch = adminFirestore().batch();
    for (let back = 0; back < INSIGHT_DAYS; back += 1) {
      const day = statDay(new Date(Date.now() - back * 86_400_000));
      const figures = {
        views: (index * 7 + back * 5) % 11,
        saves: (index + back) % 6 === 0 ? 1 : 0,
        enquiries: (index + back) % 9 === 0 ? 1 : 0,
        viewings: (index + back) % 13 === 0 ? 1 : 0,
      };
      for (const field of Object.keys(total)) total[field] += figures[field];
      batch.set(adminFirestore().doc(`${LISTING_STATS}/${listing.id}/days/${dayBucketId(day, 0)}`), {
        day,
        ...figures,
      });
    }
    batch.set(adminFirestore().doc(`${LISTING_STATS}/${listing.id}/totals/0`), total);
    await batch.commit();
  }
  const towns = await townsWritten;
  await waitForPhotoSizes(uploaded, log);
  log(`Seeded 3 users, 32 listings and ${towns.towns} towns.\n`);
  return true;
}
