// The listing editor's rules matrix (issue 48: beside its rules fragment): who may publish, edit,
// delete and change the status of a listing, what a listing may hold, and the write quotas; actor ×
// operation × payload, asked of the Cloud Firestore emulator evaluating the composed rules.
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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { EDIT_LIMIT, LIST_READ_LIMIT, PUBLISH_LIMIT, searchFieldsOf, type ListingInput } from 'listing-domain';
import { rulesMatrix, withEmail } from 'shared-firebase/testing/rules-matrix';

const {
  allowed,
  denied,
  as,
  visitor,
  seed,
  anonymous,
  noEmail,
  cases,
  projectId: PROJECT_ID,
} = rulesMatrix('listing rules matrix');

// The actors. Only people with an e-mail address (password or Google accounts) may write.
const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const owner = withEmail(OWNER, 'owner@example.com');
const other = withEmail(OTHER, 'other@example.com');
const GOOGLE_USER = 'google-uid';
const googleUser = withEmail(GOOGLE_USER, 'g.user@gmail.example', 'google.com');
const anonymousAccount = () => anonymous(OWNER);
const noEmailAccount = () => noEmail(OWNER);
/** An anonymous account claiming an e-mail in its token: still not an e-mail identity. */
const anonymousWithClaim = () => anonymous(OWNER, 'owner@example.com');

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

/** Gives a listing the search fields the site writes with it (search-fields.ts). */
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

describe('the matrix', () => {
  test('covers at least 280 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(280);
  });
});
