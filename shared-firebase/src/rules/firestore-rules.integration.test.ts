// The Firestore rules matrix: actor × operation × payload, asked of the Cloud Firestore emulator
// evaluating firebase/firestore.rules, with Firebase's own rules test library. Every test starts from
// an empty database and writes what it needs with the rules off; each actor is a signed token.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { EDIT_LIMIT, LIST_READ_LIMIT, PUBLISH_LIMIT } from 'listing-domain';
import type { ListingInput } from 'listing-domain';
import { searchFieldsOf } from 'listing-domain';

const PROJECT_ID = 'demo-marketplace';
const rules = readFileSync(path.resolve(import.meta.dirname, '../../../firebase/firestore.rules'), 'utf8');

let env: RulesTestEnvironment;
let cases = 0;

async function allowed(operation: Promise<unknown>) {
  cases += 1;
  await assertSucceeds(operation);
}

async function denied(operation: Promise<unknown>) {
  cases += 1;
  await assertFails(operation);
}

beforeAll(async () => {
  setLogLevel('silent'); // refusals are the point here, not noise
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080, rules },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  console.log(`firestore rules matrix: ${cases} cases checked`);
  await env.cleanup();
});

// The actors. Only people with an e-mail address (password or Google accounts) may write.
const OWNER = 'owner-uid';
const OTHER = 'other-uid';
type Provider = NonNullable<NonNullable<TokenOptions['firebase']>['sign_in_provider']>;
const withEmail = (
  uid: string,
  email: string,
  provider: Provider = 'password',
): { uid: string; token: TokenOptions } => ({
  uid,
  token: { email, email_verified: false, firebase: { sign_in_provider: provider, identities: {} } },
});
const owner = withEmail(OWNER, 'owner@example.com');
const other = withEmail(OTHER, 'other@example.com');
/** The same accounts once their addresses are verified (issue 47). */
const verified = (actor: { uid: string; token: TokenOptions }) => ({
  ...actor,
  token: { ...actor.token, email_verified: true },
});
const GOOGLE_USER = 'google-uid';
const googleUser = withEmail(GOOGLE_USER, 'g.user@gmail.example', 'google.com');

const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const as = (actor: { uid: string; token: TokenOptions }) => db(env.authenticatedContext(actor.uid, actor.token));
const visitor = () => db(env.unauthenticatedContext());
const anonymousAccount = () =>
  db(env.authenticatedContext(OWNER, { firebase: { sign_in_provider: 'anonymous', identities: {} } }));
const noEmailAccount = () =>
  db(env.authenticatedContext(OWNER, { firebase: { sign_in_provider: 'phone', identities: {} } }));
/** An anonymous account claiming an e-mail in its token: still not an e-mail identity. */
const anonymousWithClaim = () =>
  db(
    env.authenticatedContext(OWNER, {
      email: 'owner@example.com',
      firebase: { sign_in_provider: 'anonymous', identities: {} },
    }),
  );

/** Writes as the backend's owner, past the rules (fixtures). */
async function seed(pathInDb: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), pathInDb), data);
  });
}

const photo = (uid: string, name = 'front.jpg-1a2b') =>
  `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/images%2F${uid}-${name}?alt=media&token=0f3c-9a1d`;

function listing(userRef = OWNER): Record<string, unknown> {
  return {
    type: 'rent',
    name: 'Rules test home',
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: true,
    location: '1 Rules Road, Lyon',
    offer: true,
    regularPrice: 1000,
    discountedPrice: 900,
    geolocation: { lat: 10, lng: 20 },
    imgUrls: [photo(userRef)],
    userRef,
    timestamp: serverTimestamp(),
  };
}

/** Gives a listing the search fields the site writes with it (search-fields.mjs). */
function withSearchFields(l: Record<string, unknown>) {
  Object.assign(l, searchFieldsOf(l as unknown as ListingInput));
}

/** A stored listing, as a create through the rules would have left it. */
const storedListing = (userRef = OWNER) => ({ ...listing(userRef), timestamp: Timestamp.now() });

let idCounter = 0;
const newId = () => `listing-${(idCounter += 1)}`;

/**
 * Publishing as the app does: the listing and the publisher's quota in one batch. `quota`: what the
 * quota document says (by default, a new window counting this listing); null: no quota write.
 */
function publish(
  database: Firestore,
  data: Record<string, unknown>,
  quota?: Record<string, unknown> | null,
  { id = newId(), quotaOf = OWNER } = {},
) {
  const batch = writeBatch(database);
  batch.set(doc(database, 'listings', id), data);
  if (quota !== null) {
    batch.set(
      doc(database, 'publishing', quotaOf),
      quota ?? { windowStart: serverTimestamp(), count: 1, lastListing: id },
    );
  }
  return batch.commit();
}

/**
 * Editing as the app does: the change and one more edit in the editor's quota, in one batch.
 * `quota`: what the quota document says (by default, one more in its window, or a new window);
 * null: no quota write.
 */
async function edit(
  database: Firestore,
  id: string,
  change: Record<string, unknown>,
  { quota, quotaOf = OWNER }: { quota?: Record<string, unknown> | null; quotaOf?: string } = {},
) {
  const batch = writeBatch(database);
  batch.update(doc(database, 'listings', id), change);
  if (quota !== null) {
    const stored = await getDoc(doc(database, 'editing', quotaOf)).then(
      (snapshot) => snapshot.data() as { windowStart: Timestamp; count: number } | undefined,
      () => undefined, // not theirs to read: the write below is refused anyway
    );
    const next =
      quota ??
      (stored && stored.windowStart.toMillis() > Date.now() - 50_000
        ? { windowStart: stored.windowStart, count: stored.count + 1, lastListing: id }
        : { windowStart: serverTimestamp(), count: 1, lastListing: id });
    batch.set(doc(database, 'editing', quotaOf), next);
  }
  return batch.commit();
}

type Spoil = [string, (l: Record<string, unknown>) => void];
const images = (n: number) => Array.from({ length: n }, (_, i) => photo(OWNER, `p${i}.jpg-1`));

const INVALID_LISTINGS: Spoil[] = [
  ['a 9-character name', (l) => (l.name = 'x'.repeat(9))],
  ['a 33-character name', (l) => (l.name = 'x'.repeat(33))],
  ['a name of ten spaces', (l) => (l.name = ' '.repeat(10))],
  ['a name with a space before it', (l) => (l.name = ' Rules test home')],
  ['a name with a space after it', (l) => (l.name = 'Rules test home ')],
  ['a name with NUL', (l) => (l.name = 'Rules\u0000test home')],
  ['a name with ESC', (l) => (l.name = 'Rules\u001btest home')],
  ['a name with a line break', (l) => (l.name = 'Rules test\nhome')],
  ['a name with DEL', (l) => (l.name = 'Rules test\u007fhome')],
  ['a name with a C1 control', (l) => (l.name = 'Rules test\u0085home')],
  ['a name with U+202E (right-to-left override)', (l) => (l.name = 'Rules \u202Eemoh tset')],
  ['a name with U+2066 (isolate)', (l) => (l.name = 'Rules \u2066test home')],
  ['a name with U+200F (right-to-left mark)', (l) => (l.name = 'Rules \u200Ftest home')],
  // Blank once spaces and invisible characters are gone (issue 34's adversarial run).
  ['a name of zero-width spaces (U+200B)', (l) => (l.name = '\u200B'.repeat(10))],
  ['a name of no-break spaces (U+00A0)', (l) => (l.name = '\u00A0'.repeat(10))],
  ['a name of ideographic spaces (U+3000)', (l) => (l.name = '\u3000'.repeat(10))],
  ['a name of Hangul fillers (U+3164)', (l) => (l.name = '\u3164'.repeat(10))],
  [
    'a name of other blank characters',
    (l) => (l.name = '\u2800\uFEFF\u2060\u034F\uFE0F\u115F\uFFA0\u200D\u00AD\u2003'),
  ],
  ['a name with U+2028 (line separator) inside', (l) => (l.name = 'Rules test\u2028home')],
  ['an address of zero-width spaces', (l) => (l.location = '\u200B\u200B\u200B')],
  ['a name that is not text', (l) => (l.name = 1234567890)],
  ['an address of ten spaces', (l) => (l.location = ' '.repeat(10))],
  ['an empty address', (l) => (l.location = '')],
  ['an address with spaces around it', (l) => (l.location = ' 1 Rules Road ')],
  ['an address with NUL', (l) => (l.location = '1 Rules\u0000 Road')],
  ['an address with U+202E', (l) => (l.location = '1 Rules \u202ERoad')],
  ['an address of 501 characters', (l) => (l.location = 'x'.repeat(501))],
  ['0 bedrooms', (l) => (l.bedrooms = 0)],
  ['51 bedrooms', (l) => (l.bedrooms = 51)],
  ['2.5 bedrooms', (l) => (l.bedrooms = 2.5)],
  ['0 bathrooms', (l) => (l.bathrooms = 0)],
  ['51 bathrooms', (l) => (l.bathrooms = 51)],
  ['NaN bedrooms', (l) => (l.bedrooms = NaN)],
  ['a regular price of 49', (l) => ((l.regularPrice = 49), (l.discountedPrice = 40))],
  ['a regular price of 750000001', (l) => (l.regularPrice = 750000001)],
  ['an infinite regular price', (l) => (l.regularPrice = Infinity)],
  ['a NaN regular price', (l) => (l.regularPrice = NaN)],
  ['a discounted price of 49', (l) => (l.discountedPrice = 49)],
  ['a discounted price equal to the regular one', (l) => (l.discountedPrice = 1000)],
  ['a discounted price without an offer', (l) => (l.offer = false)],
  ['an offer without a discounted price', (l) => delete l.discountedPrice],
  ['a price as text', (l) => (l.regularPrice = '1000')],
  ['no images', (l) => (l.imgUrls = [])],
  ['7 images', (l) => (l.imgUrls = images(7))],
  ['a javascript: image address', (l) => (l.imgUrls = ['javascript:alert(1)'])],
  ['a data: address as its 6th image', (l) => (l.imgUrls = [...images(5), 'data:,x'])],
  ['an image on a tracking host', (l) => (l.imgUrls = ['https://tracker.example/pixel.png'])],
  ['an image over plain http elsewhere', (l) => (l.imgUrls = ['http://example.com/a.png'])],
  ["another user's photo", (l) => (l.imgUrls = [photo(OTHER)])],
  [
    'a photo of the owner as its 6th image, another as its 5th',
    (l) => (l.imgUrls = [...images(4), photo(OTHER), photo(OWNER)]),
  ],
  ['a photo address containing a quote', (l) => (l.imgUrls = [`${photo(OWNER)}"onerror="alert(1)`])],
  ['a photo address without its token', (l) => (l.imgUrls = [photo(OWNER).replace(/&token=.*$/, '')])],
  ['a photo in another folder', (l) => (l.imgUrls = [photo(OWNER).replace('images%2F', 'avatars%2F')])],
  ["a photo in another project's bucket", (l) => (l.imgUrls = [photo(OWNER).replace(PROJECT_ID, 'demo-elsewhere')])],
  [
    'a photo from the hosted Storage for the emulator-only project',
    (l) => (l.imgUrls = [photo(OWNER).replace('http://127.0.0.1:9199', 'https://firebasestorage.googleapis.com')]),
  ],
  ['a photo served from another port', (l) => (l.imgUrls = [photo(OWNER).replace(':9199', ':9198')])],
  ['a photo named only by the uid (no dash)', (l) => (l.imgUrls = [photo(OWNER).replace(`${OWNER}-`, OWNER)])],
  ['an image address that is not text', (l) => (l.imgUrls = [42])],
  ['an image address of 2049 characters', (l) => (l.imgUrls = [photo(OWNER, 'x'.repeat(1960))])],
  ['an unknown type', (l) => (l.type = 'lease')],
  ['an extra field', (l) => (l.featured = true)],
  ['a missing field', (l) => delete l.location],
  ['a latitude of 91', (l) => (l.geolocation = { lat: 91, lng: 0 })],
  ['a longitude of -181', (l) => (l.geolocation = { lat: 0, lng: -181 })],
  ['a NaN latitude', (l) => (l.geolocation = { lat: NaN, lng: 0 })],
  ['an extra coordinate', (l) => (l.geolocation = { lat: 0, lng: 0, alt: 3 })],
  ['parking as text', (l) => (l.parking = 'yes')],
  ['a client-chosen timestamp', (l) => (l.timestamp = Timestamp.fromDate(new Date(2000, 0, 1)))],
  ['another owner', (l) => (l.userRef = OTHER)],
  // The search fields are the server's (issue 34): a client writes none of them.
  ['the search fields, as the site used to write them', (l) => withSearchFields(l)],
  ['one search field', (l) => (l.priceToPay = 900)],
  ['a forged key fact for search (pets allowed)', (l) => (l.petsOk = 1)],
  ['a forged currency code', (l) => (l.currencyCode = 2)],
  [
    'search keys of searches it does not answer (a sale in Paris)',
    (l) => (withSearchFields(l), (l.placeWords = ['paris']), (l.searchKeys = ['t:sale|o|p|f|w:paris'])),
  ],
  [
    '352 search keys of 1,000 characters',
    (l) => (withSearchFields(l), (l.searchKeys = Array.from({ length: 352 }, (_, i) => `${i}`.padEnd(1000, 'k')))),
  ],
  // The optional details (issue 35): types, ranges, lengths, cleaned text.
  ['a description of 5,001 characters', (l) => (l.description = 'x'.repeat(5001))],
  ['an empty description', (l) => (l.description = '')],
  ['a description of spaces and zero-width spaces', (l) => (l.description = ' \u200B\n\u200B ')],
  ['a description with a space after it', (l) => (l.description = 'Light all day. ')],
  ['a description with NUL', (l) => (l.description = 'Light\u0000 all day.')],
  ['a description with a carriage return', (l) => (l.description = 'Light all day.\r\nNear the park.')],
  ['a description with U+202E', (l) => (l.description = 'Light \u202Eall day.')],
  ['a description that is not text', (l) => (l.description = ['Light all day.'])],
  ['an unknown currency', (l) => (l.currency = 'BTC')],
  ['a currency in lower case', (l) => (l.currency = 'eur')],
  ['an unknown kind of home', (l) => (l.propertyKind = 'castle')],
  ['a floor area without its unit', (l) => (l.floorArea = 80)],
  ['a floor area unit without an area', (l) => (l.floorAreaUnit = 'sqm')],
  ['a floor area of 0', (l) => ((l.floorArea = 0), (l.floorAreaUnit = 'sqm'))],
  ['a floor area of 100,001', (l) => ((l.floorArea = 100001), (l.floorAreaUnit = 'sqm'))],
  ['a floor area as text', (l) => ((l.floorArea = '80'), (l.floorAreaUnit = 'sqm'))],
  ['a floor area in acres', (l) => ((l.floorArea = 80), (l.floorAreaUnit = 'acre'))],
  ['available from a day in another format', (l) => (l.availableFrom = '01/03/2027')],
  ['available from month 13', (l) => (l.availableFrom = '2027-13-01')],
  ['available from "soon"', (l) => (l.availableFrom = 'soon')],
  ['a negative deposit', (l) => (l.deposit = -1)],
  ['a deposit of 750,000,001', (l) => (l.deposit = 750000001)],
  ['a deposit on a sale', (l) => ((l.type = 'sale'), (l.deposit = 1000))],
  ['bills included on a sale', (l) => ((l.type = 'sale'), (l.billsIncluded = true))],
  ['bills included as text', (l) => (l.billsIncluded = 'yes')],
  ['pets allowed as a number', (l) => (l.petsAllowed = 1)],
  ['an energy rating of H', (l) => (l.energyRating = 'H')],
  ['an energy rating in lower case', (l) => (l.energyRating = 'a')],
  ['a year built of 999', (l) => (l.yearBuilt = 999)],
  ['a year built of 2101', (l) => (l.yearBuilt = 2101)],
  ['a year built of 1990.5', (l) => (l.yearBuilt = 1990.5)],
  ['floor -6', (l) => (l.floor = -6)],
  ['floor 201', (l) => (l.floor = 201)],
  ['floor 2.5', (l) => (l.floor = 2.5)],
  ["another user's floor plan", (l) => (l.floorPlanUrl = photo(OTHER, 'plan.png-1'))],
  ['a floor plan on a tracking host', (l) => (l.floorPlanUrl = 'https://tracker.example/plan.png')],
  ['a floor plan that is not text', (l) => (l.floorPlanUrl = 42)],
];

/** Every detail, at its widest (issue 35). */
const allDetails = (l: Record<string, unknown>) =>
  Object.assign(l, {
    description: 'Light all day.\n\nTwo minutes from the park, shops and the tram.'.padEnd(5000, 'x'),
    currency: 'EUR',
    propertyKind: 'flat',
    floorArea: 100000,
    floorAreaUnit: 'sqft',
    availableFrom: '2027-12-31',
    deposit: 750000000,
    billsIncluded: true,
    petsAllowed: false,
    energyRating: 'G',
    yearBuilt: 2100,
    floor: -5,
    floorPlanUrl: photo(OWNER, 'plan.png-1'),
  });

const ACCEPTED_LISTINGS: Spoil[] = [
  ['every detail at its widest, on 6 photos', (l) => (allDetails(l), (l.imgUrls = images(6)))],
  [
    'a description of 5,000 characters with paragraphs',
    (l) => (l.description = `${'Light.\n\n'.repeat(625)}`.trim().padEnd(5000, 'x')),
  ],
  ['a description with an emoji and accents', (l) => (l.description = 'Maison été 🌞, près du parc.')],
  [
    'a sale with its details (no rent-only ones)',
    (l) => ((l.type = 'sale'), (l.currency = 'GBP'), (l.floor = 0), (l.yearBuilt = 1000), (l.availableFrom = 'now')),
  ],
  ['a floor area of 1 m² and no deposit', (l) => ((l.floorArea = 1), (l.floorAreaUnit = 'sqm'), (l.deposit = 0))],
  ['US dollars named', (l) => (l.currency = 'USD')],
  ['a floor plan of the owner and one photo', (l) => (l.floorPlanUrl = photo(OWNER, 'plan.png-1'))],
  ['a 10-character name', (l) => (l.name = 'x'.repeat(10))],
  ['a 32-character name', (l) => (l.name = 'x'.repeat(32))],
  ['a name with accents and non-Latin letters', (l) => (l.name = 'Maison été · شقة جميلة')],
  ['inner spaces and punctuation', (l) => (l.name = 'Flat 2, "the loft" & co.')],
  ['a no-break space and an emoji with joiners', (l) => (l.name = 'Home\u00A0for 👩\u200D👩\u200D👧')],
  ['1 bedroom and 1 bathroom', (l) => ((l.bedrooms = 1), (l.bathrooms = 1))],
  ['50 bedrooms and 50 bathrooms', (l) => ((l.bedrooms = 50), (l.bathrooms = 50))],
  [
    'a regular price of 50 without an offer',
    (l) => ((l.offer = false), delete l.discountedPrice, (l.regularPrice = 50)),
  ],
  ['a price of 750000000 with a discount of 50', (l) => ((l.regularPrice = 750000000), (l.discountedPrice = 50))],
  ['6 images', (l) => (l.imgUrls = images(6))],
  ['a photo address on localhost', (l) => (l.imgUrls = [photo(OWNER).replace('127.0.0.1', 'localhost')])],
  [
    'a photo in the project bucket of the newer name',
    (l) => (l.imgUrls = [photo(OWNER).replace('appspot.com', 'firebasestorage.app')]),
  ],
  ['a percent-encoded file name', (l) => (l.imgUrls = [photo(OWNER, 'my%20terrace%20(2).jpg-9f')])],
  ['an address of 500 characters', (l) => (l.location = 'x'.repeat(500))],
  ['a latitude of -90 and a longitude of 180', (l) => (l.geolocation = { lat: -90, lng: 180 })],
  [
    '6 photos, every facet and a long address (the costliest listing to check)',
    (l) => {
      l.imgUrls = images(6);
      l.parking = true;
      l.location = '12 Rue Victor Hugo Croix Rousse Lyon 69004 France';
    },
  ],
  [
    '3 photos, on offer with parking',
    (l) => {
      l.imgUrls = images(3);
      l.parking = true;
      l.furnished = false;
      l.location = '12 Orchard Lane, Bath';
    },
  ],
];

describe('listings: who may publish', () => {
  test('a signed-in person with an e-mail publishes as themselves', async () => {
    await allowed(publish(as(owner), listing()));
    await allowed(publish(as(googleUser), listing(GOOGLE_USER), undefined, { quotaOf: GOOGLE_USER }));
  });

  const refused: [string, () => Firestore][] = [
    ['a visitor', visitor],
    ['an anonymous account', anonymousAccount],
    ['an account without an e-mail', noEmailAccount],
    ['an anonymous account claiming an e-mail', anonymousWithClaim],
  ];
  test.each(refused)('%s may not publish', async (_label, database) => {
    await denied(publish(database(), listing()));
  });

  test('nobody publishes under another name', async () => {
    await denied(publish(as(other), listing(OWNER), undefined, { quotaOf: OTHER }));
    await denied(publish(as(other), listing(OWNER), undefined, { quotaOf: OWNER }));
  });
});

describe('listings: what may be published', () => {
  test.each(INVALID_LISTINGS)('a listing with %s is refused', async (_label, spoil) => {
    const data = listing();
    spoil(data);
    await denied(publish(as(owner), data));
  });

  test.each(ACCEPTED_LISTINGS)('a listing with %s is accepted', async (_label, adjust) => {
    const data = listing();
    adjust(data);
    await allowed(publish(as(owner), data));
  });
});

describe('listings: the publishing limit', () => {
  test('a listing alone, without its quota write, is refused', async () => {
    await denied(setDoc(doc(as(owner), 'listings', newId()), listing()));
    await denied(publish(as(owner), listing(), null));
  });

  test('the quota must name the listing being created, and only with it', async () => {
    const database = as(owner);
    await denied(publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: 'another' }));
    await denied(
      setDoc(doc(database, 'publishing', OWNER), { windowStart: serverTimestamp(), count: 1, lastListing: 'x' }),
    );
    await seed('listings/old', storedListing());
    await denied(
      setDoc(doc(database, 'publishing', OWNER), { windowStart: serverTimestamp(), count: 1, lastListing: 'old' }),
    );
  });

  test(`${PUBLISH_LIMIT} creates in a minute pass, the next is refused`, async () => {
    const database = as(owner);
    await allowed(publish(database, listing()));
    const quota = (await getDoc(doc(database, 'publishing', OWNER))).data() as {
      windowStart: Timestamp;
      count: number;
    };
    for (let count = 2; count <= PUBLISH_LIMIT; count += 1) {
      const id = newId();
      await allowed(publish(database, listing(), { windowStart: quota.windowStart, count, lastListing: id }, { id }));
    }
    const id = newId();
    await denied(
      publish(
        database,
        listing(),
        { windowStart: quota.windowStart, count: PUBLISH_LIMIT + 1, lastListing: id },
        { id },
      ),
    );
    const again = newId();
    await denied(
      publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: again }, { id: again }),
    );
  });

  test('the count cannot be skipped, reset or forged within the window', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 10_000);
    await seed(`publishing/${OWNER}`, { windowStart, count: 3, lastListing: 'before' });
    const database = as(owner);
    const attempt = (quota: Record<string, unknown>) => {
      const id = newId();
      return publish(database, listing(), { ...quota, lastListing: id }, { id });
    };
    await denied(attempt({ windowStart, count: 3 }));
    await denied(attempt({ windowStart, count: 5 }));
    await denied(attempt({ windowStart, count: 1 }));
    await denied(attempt({ windowStart: serverTimestamp(), count: 1 }));
    await denied(attempt({ windowStart: Timestamp.fromMillis(Date.now() - 120_000), count: 4 }));
    await denied(attempt({ windowStart, count: 4, extra: true }));
    await denied(attempt({ windowStart, count: '4' }));
    await allowed(attempt({ windowStart, count: 4 }));
  });

  test('after the window a create opens a new one, and only a new one', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 61_000);
    await seed(`publishing/${OWNER}`, { windowStart, count: PUBLISH_LIMIT, lastListing: 'before' });
    const database = as(owner);
    const id = newId();
    await denied(publish(database, listing(), { windowStart, count: PUBLISH_LIMIT + 1, lastListing: id }, { id }));
    await denied(publish(database, listing(), { windowStart: serverTimestamp(), count: 2, lastListing: id }, { id }));
    await allowed(publish(database, listing(), { windowStart: serverTimestamp(), count: 1, lastListing: id }, { id }));
  });

  test('a quota is read by its owner only and deleted only once its window is over', async () => {
    await seed(`publishing/${OWNER}`, { windowStart: Timestamp.now(), count: 1, lastListing: 'x' });
    await seed(`publishing/${OTHER}`, {
      windowStart: Timestamp.fromMillis(Date.now() - 61_000),
      count: 1,
      lastListing: 'y',
    });
    await allowed(getDoc(doc(as(owner), 'publishing', OWNER)));
    await denied(getDoc(doc(as(other), 'publishing', OWNER)));
    await denied(getDoc(doc(visitor(), 'publishing', OWNER)));
    await denied(getDocs(query(collection(as(owner), 'publishing'), limit(5))));
    await denied(deleteDoc(doc(as(owner), 'publishing', OWNER)));
    await denied(deleteDoc(doc(as(owner), 'publishing', OTHER)));
    await allowed(deleteDoc(doc(as(other), 'publishing', OTHER)));
  });
});

describe('listings: reading, editing, deleting', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
  });

  test('everyone may get and list listings', async () => {
    for (const database of [visitor(), anonymousAccount(), as(owner), as(other)]) {
      await allowed(getDoc(doc(database, 'listings', 'home')));
      await allowed(getDocs(query(collection(database, 'listings'), where('type', '==', 'rent'), limit(3))));
    }
  });

  test(`a list must name a limit of at most ${LIST_READ_LIMIT}: nobody reads the whole collection at once`, async () => {
    await allowed(getDocs(query(collection(visitor(), 'listings'), limit(LIST_READ_LIMIT))));
    await denied(getDocs(query(collection(visitor(), 'listings'), limit(LIST_READ_LIMIT + 1))));
    await denied(getDocs(collection(visitor(), 'listings')));
    await denied(getDocs(query(collection(as(owner), 'listings'), where('userRef', '==', OWNER))));
  });

  test('only the owner, with an e-mail identity, may update', async () => {
    const rename = { name: 'Renamed rules home' };
    await denied(edit(visitor(), 'home', rename));
    await denied(edit(anonymousAccount(), 'home', rename));
    await denied(edit(noEmailAccount(), 'home', rename));
    await denied(edit(as(other), 'home', rename, { quotaOf: OTHER }));
    await allowed(edit(as(owner), 'home', rename));
  });

  const badUpdates: [string, Record<string, unknown>][] = [
    ['another owner', { userRef: OTHER }],
    ['another time', { timestamp: Timestamp.fromDate(new Date(2001, 0, 1)) }],
    ['a short name', { name: 'short' }],
    ['a name with U+202E', { name: 'Renamed \u202Ehome' }],
    ['a blank address', { location: '          ' }],
    ['a tracking image', { imgUrls: ['https://tracker.example/p.png'] }],
    ["another user's photo", { imgUrls: [photo(OTHER)] }],
    ['an extra field', { featured: true }],
  ];
  test.each(badUpdates)('an update to %s is refused', async (_label, change) => {
    await denied(edit(as(owner), 'home', change));
  });

  test('an address stored before the photo rule stays through an edit that keeps it, and only then', async () => {
    const legacy = ['https://tracker.example/pixel.png', photo(OWNER)];
    await seed('listings/legacy', { ...storedListing(), imgUrls: legacy });
    const change = (data: Record<string, unknown>) => edit(as(owner), 'legacy', data);
    await allowed(change({ name: 'Renamed legacy home' }));
    await allowed(change({ imgUrls: [...legacy, photo(OWNER, 'new.jpg-2')] }));
    await denied(change({ imgUrls: [...legacy, 'https://tracker.example/another.png'] }));
    await allowed(change({ imgUrls: [photo(OWNER)] }));
    await denied(change({ imgUrls: ['https://tracker.example/pixel.png'] }));
  });

  test('the costliest edit to check still goes through: 6 addresses from before the photo rule, every facet, search fields', async () => {
    const legacy = Array.from({ length: 6 }, (_, i) => `https://cdn.example/old-photo-${i}.jpg`);
    const stored: Record<string, unknown> = {
      ...storedListing(),
      imgUrls: legacy,
      parking: true,
      location: '12 Rue Victor Hugo Croix Rousse Lyon 69004 France',
    };
    withSearchFields(stored);
    await seed('listings/costly', stored);
    const renamed = { ...stored, name: 'Renamed costly home' };
    withSearchFields(renamed);
    await allowed(edit(as(owner), 'costly', { name: renamed.name }));
  });

  /** A listing with every detail at its widest and 6 photos, stored. */
  async function seedDetailed(id: string) {
    const stored: Record<string, unknown> = { ...storedListing(), parking: true };
    allDetails(stored);
    stored.imgUrls = images(6);
    withSearchFields(stored);
    await seed(`listings/${id}`, stored);
  }

  test('the costliest edits with every detail go through: 6 photos kept', async () => {
    await seedDetailed('detailed');
    await allowed(edit(as(owner), 'detailed', { name: 'Renamed detailed home' }));
  });

  test('the costliest edits with every detail go through: 6 new photos replacing the 6 it had', async () => {
    await seedDetailed('detailed');
    // The second edit in the minute: the edit quota's costlier step (one more in its window).
    await allowed(edit(as(owner), 'detailed', { floor: 3 }));
    const fresh = Array.from({ length: 6 }, (_, i) => photo(OWNER, `new${i}.jpg-2`));
    await allowed(edit(as(owner), 'detailed', { imgUrls: fresh, description: 'Shorter now.', floor: 200 }));
  });

  test('an edit that makes a rent home a sale must drop its rent-only details', async () => {
    const stored: Record<string, unknown> = { ...storedListing(), deposit: 1000, billsIncluded: true };
    await seed('listings/renting', stored);
    await denied(edit(as(owner), 'renting', { type: 'sale', offer: false, discountedPrice: deleteField() }));
    await allowed(
      edit(as(owner), 'renting', {
        type: 'sale',
        offer: false,
        discountedPrice: deleteField(),
        deposit: deleteField(),
        billsIncluded: deleteField(),
      }),
    );
  });

  test('an edit may not touch the search fields the server wrote, nor add them', async () => {
    const stored: Record<string, unknown> = storedListing();
    withSearchFields(stored);
    await seed('listings/indexed', stored);
    const forged = (change: Record<string, unknown>) => edit(as(owner), 'indexed', change);
    await denied(forged({ placeWords: ['paris'] }));
    await denied(forged({ searchKeys: ['t:sale|o|p|f|w:paris'] }));
    await denied(forged({ priceToPay: 1 }));
    await denied(edit(as(owner), 'home', { geohash: 'u05kmfm57b' }));
    await allowed(forged({ location: '2 Rules Road, Paris' })); // the server updates the fields
  });

  test('a price reduction is the server’s note: no client writes, changes or removes it (issue 37)', async () => {
    const stored: Record<string, unknown> = { ...storedListing(), priceCut: { from: 1200, at: Timestamp.now() } };
    withSearchFields(stored);
    await seed('listings/reduced', stored);
    const forged = (change: Record<string, unknown>) => edit(as(owner), 'reduced', change);
    await denied(forged({ priceCut: { from: 5000, at: Timestamp.now() } }));
    await denied(forged({ priceCut: deleteField() }));
    await denied(edit(as(owner), 'home', { priceCut: { from: 5000, at: Timestamp.now() } }));
    await allowed(forged({ name: 'Reduced rules home' })); // an edit keeps the note as it is
    const fresh = listing();
    fresh.priceCut = { from: 5000, at: Timestamp.now() };
    await denied(publish(as(owner), fresh));
    delete fresh.priceCut;
    await allowed(publish(as(owner), fresh));
  });

  test('only the owner may delete', async () => {
    await denied(deleteDoc(doc(visitor(), 'listings', 'home')));
    await denied(deleteDoc(doc(as(other), 'listings', 'home')));
    await allowed(deleteDoc(doc(as(owner), 'listings', 'home')));
  });
});

describe('listings: status (issue 36)', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
    await seed('listings/forsale', { ...storedListing(), type: 'sale' });
  });
  const setStatus = (database: Firestore, id: string, status: unknown, extra: Record<string, unknown> = {}) =>
    updateDoc(doc(database, 'listings', id), { status, statusChangedAt: serverTimestamp(), ...extra });

  test('the owner sets one of its type’s statuses, dated now, without the edit quota', async () => {
    await allowed(setStatus(as(owner), 'home', 'let-agreed'));
    await allowed(setStatus(as(owner), 'forsale', 'sold'));
  });

  test('nobody else sets it, and a rent home is never sold nor a sale let', async () => {
    await denied(setStatus(as(other), 'home', 'under-offer'));
    await denied(setStatus(visitor(), 'home', 'under-offer'));
    await denied(setStatus(as(owner), 'home', 'sold'));
    await denied(setStatus(as(owner), 'forsale', 'let-agreed'));
    await denied(setStatus(as(owner), 'home', 'gone'));
    await denied(setStatus(as(owner), 'home', 1));
  });

  test('a status change is dated now and changes nothing else', async () => {
    await denied(updateDoc(doc(as(owner), 'listings', 'home'), { status: 'under-offer' }));
    await denied(
      updateDoc(doc(as(owner), 'listings', 'home'), {
        status: 'under-offer',
        statusChangedAt: Timestamp.fromMillis(0),
      }),
    );
    await denied(setStatus(as(owner), 'home', 'under-offer', { regularPrice: 60 }));
    await denied(setStatus(as(owner), 'home', 'under-offer', { availableDay: 0 }));
  });

  test('at most one change in 10 seconds', async () => {
    await allowed(setStatus(as(owner), 'home', 'under-offer'));
    await denied(setStatus(as(owner), 'home', 'let-agreed'));
    await seed('listings/home', {
      ...storedListing(),
      status: 'under-offer',
      statusChangedAt: Timestamp.fromMillis(Date.now() - 11_000),
    });
    await allowed(setStatus(as(owner), 'home', 'let-agreed'));
  });

  test('a new listing has no status, and an edit through the form leaves it as it is', async () => {
    await denied(publish(as(owner), { ...listing(), status: 'under-offer', statusChangedAt: serverTimestamp() }));
    await denied(
      edit(as(owner), 'home', { name: 'Renamed let home', status: 'let-agreed', statusChangedAt: serverTimestamp() }),
    );
    await seed('listings/home', { ...storedListing(), status: 'let-agreed', statusChangedAt: Timestamp.now() });
    await allowed(edit(as(owner), 'home', { name: 'Renamed let home' }));
  });
});

describe('listings: the edit limit', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
    await seed('listings/second', storedListing());
    await seed('listings/theirs', storedListing(OTHER));
  });
  const rename = (n: number) => ({ name: `Renamed rules home ${n}` });

  test('an edit alone, without its quota write, is refused', async () => {
    await denied(updateDoc(doc(as(owner), 'listings', 'home'), rename(1)));
    await denied(edit(as(owner), 'home', rename(1), { quota: null }));
  });

  test('the quota must name the listing edited, one of its own', async () => {
    const database = as(owner);
    await denied(
      edit(database, 'home', rename(1), { quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'second' } }),
    );
    await denied(
      setDoc(doc(database, 'editing', OWNER), { windowStart: serverTimestamp(), count: 1, lastListing: 'theirs' }),
    );
    await denied(
      setDoc(doc(database, 'editing', OTHER), { windowStart: serverTimestamp(), count: 1, lastListing: 'home' }),
    );
  });

  test(`${EDIT_LIMIT} edits in a minute pass, across listings; the next is refused`, async () => {
    const database = as(owner);
    for (let n = 1; n <= EDIT_LIMIT; n += 1) await allowed(edit(database, n % 2 ? 'home' : 'second', rename(n)));
    await denied(edit(database, 'home', rename(EDIT_LIMIT + 1)));
    await denied(
      edit(database, 'home', rename(EDIT_LIMIT + 1), {
        quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'home' },
      }),
    );
  });

  test('the count cannot be skipped, reset or forged within the window', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 10_000);
    await seed(`editing/${OWNER}`, { windowStart, count: 3, lastListing: 'home' });
    const attempt = (quota: Record<string, unknown>) =>
      edit(as(owner), 'home', rename(4), { quota: { ...quota, lastListing: 'home' } });
    await denied(attempt({ windowStart, count: 3 }));
    await denied(attempt({ windowStart, count: 5 }));
    await denied(attempt({ windowStart, count: 1 }));
    await denied(attempt({ windowStart: serverTimestamp(), count: 1 }));
    await denied(attempt({ windowStart, count: 4, extra: true }));
    await allowed(attempt({ windowStart, count: 4 }));
  });

  test('after the window an edit opens a new one, and a quota is deleted only once its window is over', async () => {
    const windowStart = Timestamp.fromMillis(Date.now() - 61_000);
    await seed(`editing/${OWNER}`, { windowStart, count: EDIT_LIMIT, lastListing: 'home' });
    await allowed(getDoc(doc(as(owner), 'editing', OWNER)));
    await denied(getDoc(doc(as(other), 'editing', OWNER)));
    await denied(
      edit(as(owner), 'home', rename(1), { quota: { windowStart, count: EDIT_LIMIT + 1, lastListing: 'home' } }),
    );
    await allowed(
      edit(as(owner), 'home', rename(1), { quota: { windowStart: serverTimestamp(), count: 1, lastListing: 'home' } }),
    );
    await denied(deleteDoc(doc(as(owner), 'editing', OWNER)));
    await seed(`editing/${OTHER}`, { windowStart, count: 2, lastListing: 'theirs' });
    await allowed(deleteDoc(doc(as(other), 'editing', OTHER)));
  });
});

describe('users: Show my e-mail to visitors (issue 36)', () => {
  beforeEach(async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', email: 'owner@example.com', timestamp: Timestamp.now() });
  });
  const userDocOf = (database: Firestore) => doc(database, 'users', OWNER);

  test('the owner hides it: the document anyone reads then holds no e-mail', async () => {
    await allowed(updateDoc(userDocOf(as(owner)), { showEmail: false, email: deleteField() }));
    const read = await getDoc(userDocOf(visitor()));
    expect(read.data()).not.toHaveProperty('email');
    expect(read.get('name')).toBe('Owner Name');
  });

  test('hidden means gone: a hidden e-mail may not stay in the document', async () => {
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: false }));
  });

  test('shown again, it is the account’s own e-mail, and nobody else changes it', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', showEmail: false, timestamp: Timestamp.now() });
    await denied(updateDoc(userDocOf(as(verified(owner))), { showEmail: true, email: 'someone@example.com' }));
    await allowed(updateDoc(userDocOf(as(verified(owner))), { showEmail: true, email: 'owner@example.com' }));
    await denied(updateDoc(userDocOf(as(other)), { showEmail: false, email: deleteField() }));
    await denied(updateDoc(userDocOf(visitor()), { showEmail: false, email: deleteField() }));
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: 'no', email: deleteField() }));
  });

  test('an address nobody verified is never shown (issue 47); verified, it is', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner Name', timestamp: Timestamp.now() });
    await denied(updateDoc(userDocOf(as(owner)), { showEmail: true, email: 'owner@example.com' }));
    await denied(updateDoc(userDocOf(as(owner)), { email: 'owner@example.com' }));
    await allowed(updateDoc(userDocOf(as(owner)), { showEmail: true })); // shown once verified
    await allowed(updateDoc(userDocOf(as(verified(owner))), { email: 'owner@example.com' }));
  });
});

describe('reports (issue 36)', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
  });
  const report = (database: Firestore, uid: string, data: Record<string, unknown> = {}, { note = true } = {}) => {
    const batch = writeBatch(database);
    batch.set(doc(database, 'reports', `home_${uid}`), {
      listingId: 'home',
      reporter: uid,
      reason: 'scam',
      createdAt: serverTimestamp(),
      ...data,
    });
    if (note) batch.set(doc(database, 'users', uid, 'reported', 'home'), { reportedAt: serverTimestamp() });
    return batch.commit();
  };

  test('a signed-in person reports a listing once, with a reason and a detail', async () => {
    await allowed(report(as(other), OTHER, { detail: 'Asked for a deposit by wire before any visit.' }));
    await denied(report(as(other), OTHER));
    await allowed(getDoc(doc(as(other), 'users', OTHER, 'reported', 'home')));
  });

  test('no client reads a report, not even its author; an administrator does', async () => {
    await allowed(report(as(other), OTHER));
    await denied(getDoc(doc(as(other), 'reports', `home_${OTHER}`)));
    await denied(getDoc(doc(as(owner), 'reports', `home_${OTHER}`)));
    await denied(getDocs(query(collection(as(other), 'reports'), limit(10))));
    await denied(getDoc(doc(as(owner), 'users', OTHER, 'reported', 'home')));
    const admin = as({ uid: 'admin-uid', token: { email: 'admin@example.com', admin: true } });
    await allowed(getDoc(doc(admin, 'reports', `home_${OTHER}`)));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['a visitor', () => report(visitor(), OTHER)],
    ['its owner', () => report(as(owner), OWNER)],
    ['someone in another name', () => report(as(other), OTHER, { reporter: OWNER })],
    ['a reason not on the list', () => report(as(other), OTHER, { reason: 'dislike' })],
    ['a detail over 500 characters', () => report(as(other), OTHER, { detail: 'x'.repeat(501) })],
    ['a detail with control characters', () => report(as(other), OTHER, { detail: 'a\u0000b' })],
    ['a past date', () => report(as(other), OTHER, { createdAt: Timestamp.fromMillis(0) })],
    ['another field', () => report(as(other), OTHER, { score: 5 })],
    ['no note for its author', () => report(as(other), OTHER, {}, { note: false })],
    ['a listing that does not exist', () => report(as(other), OTHER, { listingId: 'nowhere' })],
  ];
  test.each(refused)('a report by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('its author deletes their note (account deletion), and still cannot report again', async () => {
    await allowed(report(as(other), OTHER));
    await denied(deleteDoc(doc(as(owner), 'users', OTHER, 'reported', 'home')));
    await allowed(deleteDoc(doc(as(other), 'users', OTHER, 'reported', 'home')));
    await denied(report(as(other), OTHER));
  });

  test('a note without its report is refused', async () => {
    await denied(setDoc(doc(as(other), 'users', OTHER, 'reported', 'home'), { reportedAt: serverTimestamp() }));
  });
});

describe('users', () => {
  const profile = (name = 'Owner Name', email = 'owner@example.com') => ({ name, email, timestamp: serverTimestamp() });

  test('a person creates only their own profile, with the e-mail of their account once verified', async () => {
    await allowed(setDoc(doc(as(verified(owner)), 'users', OWNER), profile()));
    await allowed(setDoc(doc(as(verified(other)), 'users', OTHER), profile('Other', 'other@example.com')));
  });

  test('an account whose address nobody verified creates its profile without it (issue 47)', async () => {
    await denied(setDoc(doc(as(owner), 'users', OWNER), profile()));
    await allowed(setDoc(doc(as(owner), 'users', OWNER), { name: 'Owner Name', timestamp: serverTimestamp() }));
  });

  const refusedCreates: [string, () => Promise<unknown>][] = [
    [
      "another person's profile",
      () => setDoc(doc(as(verified(other)), 'users', OWNER), profile('Other', 'other@example.com')),
    ],
    ['a visitor', () => setDoc(doc(visitor(), 'users', OWNER), profile())],
    [
      'an anonymous account claiming alice',
      () => setDoc(doc(anonymousAccount(), 'users', OWNER), profile('Alice', 'alice@example.com')),
    ],
    ['an anonymous account with an e-mail claim', () => setDoc(doc(anonymousWithClaim(), 'users', OWNER), profile())],
    ['an account without an e-mail', () => setDoc(doc(noEmailAccount(), 'users', OWNER), profile())],
    [
      'an e-mail that is not the account’s',
      () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('Owner', 'alice@example.com')),
    ],
    [
      'the e-mail in other letter case',
      () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('Owner', 'Owner@example.com')),
    ],
    ['a password field', () => setDoc(doc(as(verified(owner)), 'users', OWNER), { ...profile(), password: 'secret' })],
    [
      'a client-chosen time',
      () => setDoc(doc(as(verified(owner)), 'users', OWNER), { ...profile(), timestamp: Timestamp.now() }),
    ],
    [
      'no name',
      () =>
        setDoc(doc(as(verified(owner)), 'users', OWNER), { email: 'owner@example.com', timestamp: serverTimestamp() }),
    ],
    ['a blank name', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('   '))],
    ['a name with spaces around', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile(' Owner '))],
    ['a name with NUL', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('Own\u0000er'))],
    ['a name with U+202E', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('Owner \u202Egnp.exe'))],
    [
      'a name of zero-width spaces',
      () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('\u200B\u200B\u200B')),
    ],
    ['a name of no-break spaces', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('\u00A0\u00A0'))],
    ['a name of ideographic spaces', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('\u3000\u3000'))],
    ['a name of Hangul fillers', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('\u3164\u3164'))],
    ['a name with U+2028 inside', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('Own\u2028er'))],
    ['a name of 101 characters', () => setDoc(doc(as(verified(owner)), 'users', OWNER), profile('x'.repeat(101)))],
  ];
  test.each(refusedCreates)('a profile by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('anyone may read one profile, nobody may list them', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    for (const database of [visitor(), as(owner), as(other)]) await allowed(getDoc(doc(database, 'users', OWNER)));
    await denied(getDocs(query(collection(visitor(), 'users'), limit(5))));
    await denied(getDocs(query(collection(as(owner), 'users'), limit(5))));
  });

  test('a person may change only their own name, to a clean one', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    await allowed(updateDoc(doc(as(owner), 'users', OWNER), { name: 'New owner name' }));
    await denied(updateDoc(doc(as(owner), 'users', OWNER), { name: 'New \u202Ename' }));
    await denied(updateDoc(doc(as(owner), 'users', OWNER), { name: '' }));
    await denied(updateDoc(doc(as(owner), 'users', OWNER), { email: 'new@example.com' }));
    await denied(updateDoc(doc(as(other), 'users', OWNER), { name: 'Hijacked' }));
    await denied(updateDoc(doc(visitor(), 'users', OWNER), { name: 'Hijacked' }));
    await denied(updateDoc(doc(anonymousAccount(), 'users', OWNER), { name: 'Hijacked' }));
  });

  test('a person may delete their own profile (account deletion), nobody else may', async () => {
    await seed(`users/${OWNER}`, { name: 'Owner', email: 'owner@example.com', timestamp: Timestamp.now() });
    await denied(deleteDoc(doc(visitor(), 'users', OWNER)));
    await denied(deleteDoc(doc(as(other), 'users', OWNER)));
    await allowed(deleteDoc(doc(as(owner), 'users', OWNER)));
  });
});

describe('saved homes', () => {
  const entry = (name = 'Sunny home') => ({ name, savedAt: serverTimestamp() });
  const saved = (database: ReturnType<typeof visitor>, uid = OWNER, listingId = 'home') =>
    doc(database, 'users', uid, 'saved', listingId);
  beforeEach(async () => {
    await seed('listings/home', { name: 'Sunny home', userRef: OTHER });
  });

  test('a person saves, saves again, reads, lists and removes their own', async () => {
    await allowed(setDoc(saved(as(owner)), entry()));
    await allowed(setDoc(saved(as(owner)), { ...entry(), listingId: 'home' })); // its id, for price alerts
    await allowed(setDoc(saved(as(owner)), entry()));
    await allowed(getDoc(saved(as(owner))));
    await allowed(getDocs(query(collection(as(owner), 'users', OWNER, 'saved'), limit(10))));
    await allowed(deleteDoc(saved(as(owner))));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ["another person's", () => setDoc(saved(as(other)), entry())],
    ['a visitor', () => setDoc(saved(visitor()), entry())],
    ['a listing that does not exist', () => setDoc(saved(as(owner), OWNER, 'no-such-home'), entry())],
    ['a client-chosen time', () => setDoc(saved(as(owner)), { name: 'Sunny home', savedAt: Timestamp.now() })],
    ['another field', () => setDoc(saved(as(owner)), { ...entry(), note: 'x'.repeat(10_000) })],
    ['no name', () => setDoc(saved(as(owner)), { savedAt: serverTimestamp() })],
    ['a name of 101 characters', () => setDoc(saved(as(owner)), entry('x'.repeat(101)))],
    ['a name with U+202E', () => setDoc(saved(as(owner)), entry('Sunny \u202Ehome'))],
    ['another listing’s id', () => setDoc(saved(as(owner)), { ...entry(), listingId: 'elsewhere' })],
  ];
  test.each(refused)('a saved home by or with %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('nobody but the owner reads, lists or removes them', async () => {
    await seed(`users/${OWNER}/saved/home`, { name: 'Sunny home', savedAt: Timestamp.now() });
    await denied(getDoc(saved(as(other))));
    await denied(getDoc(saved(visitor())));
    await denied(getDocs(query(collection(as(other), 'users', OWNER, 'saved'), limit(10))));
    await denied(deleteDoc(saved(as(other))));
    await denied(deleteDoc(saved(visitor())));
  });
});

describe('places: the place index (issue 35, defect 6)', () => {
  beforeEach(async () => {
    await seed('places/edinburgh', { word: 'edinburgh', label: 'Edinburgh', listings: 3, places: 3 });
  });

  test('everyone may read a place and list places, a page of at most 50 at a time', async () => {
    for (const database of [visitor(), as(owner)]) {
      await allowed(getDoc(doc(database, 'places', 'edinburgh')));
      await allowed(getDocs(query(collection(database, 'places'), where('word', '>=', 'edi'), limit(50))));
    }
    await denied(getDocs(query(collection(visitor(), 'places'), limit(51))));
    await denied(getDocs(collection(visitor(), 'places')));
  });

  test('only the server writes the index: no client creates, changes or deletes a place', async () => {
    for (const database of [visitor(), as(owner)]) {
      await denied(
        setDoc(doc(database, 'places', 'nowhere'), { word: 'nowhere', label: 'Nowhere', listings: 1, places: 1 }),
      );
      await denied(
        setDoc(doc(database, 'places', 'edinburgh'), { word: 'edinburgh', label: 'Spam', listings: 99, places: 99 }),
      );
      await denied(deleteDoc(doc(database, 'places', 'edinburgh')));
    }
  });
});

describe('everything else', () => {
  const paths = [
    'admin/settings',
    `users/${OWNER}/private/x`,
    'listings/home/notes/1',
    'quota/x',
    'rejectedPhotos/images%2Fowner-uid-x.png-1',
  ];
  test.each(paths)('%s can be neither read nor written', async (where) => {
    await denied(getDoc(doc(as(owner), where)));
    await denied(setDoc(doc(as(owner), where), { a: 1 }));
  });
});

describe('the matrix', () => {
  test('covers at least 150 cases', () => {
    expect(cases).toBeGreaterThanOrEqual(150);
  });
});
