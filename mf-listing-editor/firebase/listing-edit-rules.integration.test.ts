// Who may read, edit, delete a listing and change its status, and what an edit may change:
// actor × operation, asked of the Cloud Firestore emulator evaluating the composed rules.
import { deleteField, limit, serverTimestamp, Timestamp, where, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { getAt, setAt, updateAt, deleteAt, listAt } from 'shared-firebase/testing/rules-matrix';
import { LIST_READ_LIMIT, RENEW_GAP_SECONDS, STATUS_CHANGE_GAP_SECONDS } from 'listing-domain';
import { listingRulesMatrix } from './listing-rules-matrix.ts';

const matrix = listingRulesMatrix('listing edit rules matrix');
const { allowed, denied, as, visitor, seed, cases } = matrix;
const { OWNER, OTHER, owner, other, anonymousAccount, noEmailAccount } = matrix;
const { photo, listing, withSearchFields, storedListing, publish, edit, images, allDetails } = matrix;

describe('listings: reading, editing, deleting', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
  });

  test('everyone may get and list listings', async () => {
    for (const database of [visitor(), anonymousAccount(), as(owner), as(other)]) {
      await allowed(getAt(database, 'listings/home'));
      await allowed(listAt(database, 'listings', where('type', '==', 'rent'), limit(3)));
    }
  });

  test(`a list must name a limit of at most ${LIST_READ_LIMIT}: nobody reads the whole collection at once`, async () => {
    await allowed(listAt(visitor(), 'listings', limit(LIST_READ_LIMIT)));
    await denied(listAt(visitor(), 'listings', limit(LIST_READ_LIMIT + 1)));
    await denied(listAt(visitor(), 'listings'));
    await denied(listAt(as(owner), 'listings', where('userRef', '==', OWNER)));
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
    await denied(forged({ priceEur: 1 })); // issue 53: the cheapest home of every price search
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

  test('a listing’s town, region and country are the server’s: no client writes, changes or removes them (issue 51)', async () => {
    const stored: Record<string, unknown> = {
      ...storedListing(),
      place: {
        town: { id: 2988507, name: 'Paris' },
        region: { code: 'IDF', name: 'Île-de-France' },
        country: { code: 'FR', name: 'France' },
      },
    };
    withSearchFields(stored);
    await seed('listings/placed', stored);
    const forged = (change: Record<string, unknown>) => edit(as(owner), 'placed', change);
    await denied(forged({ place: { country: { code: 'GB', name: 'United Kingdom' } } }));
    await denied(forged({ 'place.town': { id: 2650225, name: 'Edinburgh' } }));
    await denied(forged({ place: deleteField() }));
    await denied(edit(as(owner), 'home', { place: { country: { code: 'GB', name: 'United Kingdom' } } }));
    await allowed(forged({ name: 'Placed rules home' })); // an edit keeps the place as it is
    await allowed(forged({ location: '2 Rules Road, Lyon' })); // the server derives the place again
  });

  test('only the owner may delete', async () => {
    await denied(deleteAt(visitor(), 'listings/home'));
    await denied(deleteAt(as(other), 'listings/home'));
    await allowed(deleteAt(as(owner), 'listings/home'));
  });
});

describe('listings: status (issue 36)', () => {
  beforeEach(async () => {
    await seed('listings/home', storedListing());
    await seed('listings/forsale', { ...storedListing(), type: 'sale' });
  });
  const setStatus = (database: Firestore, id: string, status: unknown, extra: Record<string, unknown> = {}) =>
    updateAt(database, `listings/${id}`, { status, statusChangedAt: serverTimestamp(), ...extra });

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
    await denied(updateAt(as(owner), 'listings/home', { status: 'under-offer' }));
    await denied(
      updateAt(as(owner), 'listings/home', {
        status: 'under-offer',
        statusChangedAt: Timestamp.fromMillis(0),
      }),
    );
    await denied(setStatus(as(owner), 'home', 'under-offer', { regularPrice: 60 }));
    await denied(setStatus(as(owner), 'home', 'under-offer', { availableDay: 0 }));
  });

  test(`at most one change in ${STATUS_CHANGE_GAP_SECONDS} seconds: a correction goes through right after (issue 53)`, async () => {
    await allowed(setStatus(as(owner), 'home', 'under-offer'));
    await denied(setStatus(as(owner), 'home', 'let-agreed'));
    await seed('listings/home', {
      ...storedListing(),
      status: 'under-offer',
      statusChangedAt: Timestamp.fromMillis(Date.now() - (STATUS_CHANGE_GAP_SECONDS + 1) * 1000),
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

describe('listings: care (issue 52): the server asks and takes off, the owner renews', () => {
  const DAY = 86_400_000;
  beforeEach(async () => {
    await seed('listings/home', {
      ...storedListing(),
      listed: false,
      searchKeys: [],
      touchedAt: Timestamp.fromMillis(Date.now() - 95 * DAY),
      staleAskedAt: Timestamp.fromMillis(Date.now() - 35 * DAY),
    });
  });
  const renew = (database: Firestore, extra: Record<string, unknown> = {}) =>
    updateAt(database, 'listings/home', { renewedAt: serverTimestamp(), ...extra });

  test('its owner renews it: `renewedAt` dated now, without the edit quota', async () => {
    await allowed(renew(as(owner)));
  });

  test('nobody else renews it; a renewal is dated now and changes nothing else', async () => {
    await denied(renew(as(other)));
    await denied(renew(visitor()));
    await denied(updateAt(as(owner), 'listings/home', { renewedAt: Timestamp.fromMillis(Date.now()) }));
    await denied(renew(as(owner), { listed: true }));
    await denied(renew(as(owner), { staleAskedAt: deleteField() }));
    await denied(renew(as(owner), { regularPrice: 60 }));
  });

  test(`at most one renewal in ${RENEW_GAP_SECONDS} seconds`, async () => {
    await allowed(renew(as(owner)));
    await denied(renew(as(owner)));
    await seed('listings/home', {
      ...storedListing(),
      renewedAt: Timestamp.fromMillis(Date.now() - (RENEW_GAP_SECONDS + 1) * 1000),
    });
    await allowed(renew(as(owner)));
  });

  test('a create may say `listed: true`, and nothing else of the care', async () => {
    // Each create in a publishing window of its own: only the care fields refuse it.
    const publishFresh = async (data: Record<string, unknown>) => {
      await seed(`publishing/${OWNER}`, { windowStart: Timestamp.fromMillis(0), count: 1, lastListing: 'old' });
      return publish(as(owner), data);
    };
    await allowed(publishFresh({ ...listing(), listed: true }));
    await denied(publishFresh({ ...listing(), listed: false }));
    await denied(publishFresh({ ...listing(), touchedAt: serverTimestamp() }));
    await denied(publishFresh({ ...listing(), careDueAt: Timestamp.fromMillis(Date.now() + 365 * DAY) }));
    await denied(publishFresh({ ...listing(), staleAskedAt: serverTimestamp() }));
    await denied(publishFresh({ ...listing(), renewedAt: serverTimestamp() }));
    await allowed(publishFresh(listing()));
  });

  test('an edit or a status change leaves the care as it is (the server dates the touch)', async () => {
    await denied(edit(as(owner), 'home', { listed: true }));
    await denied(edit(as(owner), 'home', { touchedAt: serverTimestamp() }));
    await denied(edit(as(owner), 'home', { staleAskedAt: deleteField() }));
    await denied(edit(as(owner), 'home', { careDueAt: Timestamp.fromMillis(Date.now() + 365 * DAY) }));
    await denied(edit(as(owner), 'home', { name: 'Renamed old home', renewedAt: serverTimestamp() }));
    await denied(
      updateAt(as(owner), 'listings/home', {
        status: 'under-offer',
        statusChangedAt: serverTimestamp(),
        listed: true,
      }),
    );
    await allowed(edit(as(owner), 'home', { name: 'Renamed old home' }));
  });
});

describe('the exchange rates (issue 53): the server keeps them, everyone reads them', () => {
  test('a visitor reads the table; nobody lists, writes or deletes it', async () => {
    await seed('exchangeRates/current', { date: '2025-11-20', source: 'test', rates: { EUR: 1, GBP: 0.88 } });
    await allowed(getAt(visitor(), 'exchangeRates/current'));
    await denied(listAt(as(owner), 'exchangeRates', limit(5)));
    await denied(setAt(as(owner), 'exchangeRates/current', { date: '2025-11-21', rates: { GBP: 10 } }));
    await denied(updateAt(as(owner), 'exchangeRates/current', { 'rates.GBP': 10 }));
    await denied(deleteAt(as(owner), 'exchangeRates/current'));
    await denied(setAt(as(owner), 'exchangeRates/mine', { date: '2025-11-21', rates: {} }));
  });
});

describe('the matrix', () => {
  test('covers at least 71 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(71);
  });
});
