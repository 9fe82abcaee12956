// Who may publish a listing and what a listing may hold: actor × payload, asked of the Cloud
// Firestore emulator evaluating the composed rules (the listing editor's matrix, by subject).
import { Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { listingRulesMatrix } from './listing-rules-matrix.ts';

const matrix = listingRulesMatrix('listing content rules matrix');
const { allowed, denied, as, visitor, cases, projectId: PROJECT_ID } = matrix;
const { OWNER, OTHER, GOOGLE_USER, owner, other, googleUser } = matrix;
const { anonymousAccount, noEmailAccount, anonymousWithClaim } = matrix; // the actors
const { photo, listing, withSearchFields, publish, images, allDetails } = matrix;

type Spoil = [string, (l: Record<string, unknown>) => void];

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
  ['a forged price in euros (issue 53: the cheapest home of every price search)', (l) => (l.priceEur = 1)],
  [
    'search keys of searches it does not answer (a sale in Paris)',
    (l) => (withSearchFields(l), (l.placeWords = ['paris']), (l.searchKeys = ['t:sale|o|p|f|w:paris'])),
  ],
  // Its town, region and country are the server's too (issue 51): a client writes none.
  [
    'a town, region and country of its own (a home in Paris filed in Edinburgh)',
    (l) => (l.place = { town: { id: 2650225, name: 'Edinburgh' }, country: { code: 'GB', name: 'United Kingdom' } }),
  ],
  ['a country only', (l) => (l.place = { country: { code: 'GB', name: 'United Kingdom' } })],
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

describe('the matrix', () => {
  test('covers at least 140 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(140);
  });
});
