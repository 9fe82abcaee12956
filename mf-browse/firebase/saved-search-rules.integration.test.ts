// The rules matrix of saved searches and alerts (issue 37): a person keeps at most 20 saved
// searches, reads and changes only their own; notifications are the server's to write, and their
// owner only reads them and marks them read.
import { limit, serverTimestamp, Timestamp, where, type Firestore } from 'firebase/firestore';
import { isCleanText } from 'listing-domain';
import { describe, expect, test } from 'vitest';
import { rulesMatrix, withEmail, getAt, setAt, updateAt, deleteAt, listAt } from 'shared-firebase/testing/rules-matrix';

const { allowed, denied, as: asActor, visitor, seed, cases } = rulesMatrix('saved-search rules matrix');

const ME = 'me-uid';
const OTHER = 'other-uid';
const as = (uid: string) => asActor(withEmail(uid, `${uid}@example.com`));

const search = (uid: string, extra: Record<string, unknown> = {}) => ({
  owner: uid,
  name: 'Flats for rent in Lyon',
  query: 'q=Lyon&type=rent',
  key: 't:rent|-|-|-|w:lyon',
  ranges: { priceEur: { min: 1, max: 1000000000 }, bedrooms: { min: 0 } },
  alerts: true,
  createdAt: serverTimestamp(),
  seenAt: serverTimestamp(),
  newMatches: 0,
  ...extra,
});
const save = (database: Firestore, id: string, data: Record<string, unknown>) =>
  setAt(database, `savedSearches/${id}`, data);

describe('saved searches', () => {
  test('a person saves, reads, renames, turns alerts off, marks seen and deletes their own', async () => {
    await allowed(save(as(ME), `${ME}_0`, search(ME)));
    await allowed(getAt(as(ME), `savedSearches/${ME}_0`));
    await allowed(listAt(as(ME), 'savedSearches', where('owner', '==', ME), limit(20)));
    await allowed(updateAt(as(ME), `savedSearches/${ME}_0`, { name: 'Lyon, cheap' }));
    await allowed(updateAt(as(ME), `savedSearches/${ME}_0`, { alerts: false }));
    await allowed(updateAt(as(ME), `savedSearches/${ME}_0`, { newMatches: 0, seenAt: serverTimestamp() }));
    await allowed(deleteAt(as(ME), `savedSearches/${ME}_0`));
  });

  test('every range the site writes is taken: no lower bound, no upper bound, both', async () => {
    const ranges = {
      priceEur: { min: 1, max: 2000 },
      bedrooms: { min: 2 },
      bathrooms: { min: Number.NEGATIVE_INFINITY, max: 3 },
      areaSqm: { min: 50 },
      availableDay: { min: 0, max: 20261231 },
      petsOk: { min: 1, max: 1 },
      kindCode: { min: 2, max: 2 },
    };
    await allowed(save(as(ME), `${ME}_1`, search(ME, { ranges })));
  });

  test('around a place (issue 51): a circle of 25 km at most, its centre on the earth, nothing else in it', async () => {
    const near = (circle: Record<string, unknown>) => search(ME, { key: 't:rent|-|-|-|w:*', near: circle });
    await allowed(save(as(ME), `${ME}_2`, near({ lat: 55.95, lng: -3.19, km: 10 })));
    await allowed(save(as(ME), `${ME}_3`, near({ lat: 55.95, lng: -3.19, km: 25 })));
    await denied(save(as(ME), `${ME}_4`, near({ lat: 55.95, lng: -3.19, km: 26 })));
    await denied(save(as(ME), `${ME}_4`, near({ lat: 55.95, lng: -3.19, km: 0 })));
    await denied(save(as(ME), `${ME}_4`, near({ lat: 95, lng: -3.19, km: 10 })));
    await denied(save(as(ME), `${ME}_4`, near({ lat: 55.95, lng: -3.19 })));
    await denied(save(as(ME), `${ME}_4`, near({ lat: 55.95, lng: -3.19, km: 10, town: 'x' })));
    await denied(save(as(ME), `${ME}_4`, search(ME, { near: 'Edinburgh' })));
    // Fixed once saved, as its key and ranges are.
    await denied(updateAt(as(ME), `savedSearches/${ME}_2`, { near: { lat: 0, lng: 0, km: 25 } }));
  });

  test('at most 20: slots 0 to 19, nothing beyond', async () => {
    await allowed(save(as(ME), `${ME}_19`, search(ME)));
    await denied(save(as(ME), `${ME}_20`, search(ME)));
    await denied(save(as(ME), `${ME}_x`, search(ME)));
    await denied(save(as(ME), 'any-id', search(ME)));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['a visitor', () => save(visitor(), `${ME}_0`, search(ME))],
    ['someone in another’s slot', () => save(as(OTHER), `${ME}_0`, search(ME))],
    ['someone in another’s name', () => save(as(OTHER), `${OTHER}_0`, search(ME))],
    ['an empty name', () => save(as(ME), `${ME}_0`, search(ME, { name: ' ' }))],
    ['a name over 60 characters', () => save(as(ME), `${ME}_0`, search(ME, { name: 'x'.repeat(61) }))],
    ['an address over 1,000 characters', () => save(as(ME), `${ME}_0`, search(ME, { query: 'q='.padEnd(1001, 'x') }))],
    [
      'a range of a field the search has not',
      () => save(as(ME), `${ME}_0`, search(ME, { ranges: { userRef: { min: 0 } } })),
    ],
    [
      'a price range in a currency of its own (kept in euros since issue 53)',
      () =>
        save(as(ME), `${ME}_0`, search(ME, { ranges: { priceToPay: { min: 50 }, currencyCode: { min: 2, max: 2 } } })),
    ],
    // Values too (issue 47): each was stored once and stopped the alerts of everyone.
    ['a null range', () => save(as(ME), `${ME}_0`, search(ME, { ranges: { priceEur: null } }))],
    ['a range of text', () => save(as(ME), `${ME}_0`, search(ME, { ranges: { priceEur: 'cheap' } }))],
    ['a min of text', () => save(as(ME), `${ME}_0`, search(ME, { ranges: { bedrooms: { min: '2' } } }))],
    ['a range without min', () => save(as(ME), `${ME}_0`, search(ME, { ranges: { bedrooms: { max: 2 } } }))],
    ['a max of text', () => save(as(ME), `${ME}_0`, search(ME, { ranges: { bedrooms: { min: 0, max: 'x' } } }))],
    [
      'a nested map in a range',
      () => save(as(ME), `${ME}_0`, search(ME, { ranges: { bedrooms: { min: 0, max: 2, deep: { deeper: {} } } } })),
    ],
    ['ranges as a list', () => save(as(ME), `${ME}_0`, search(ME, { ranges: [{ min: 0 }] }))],
    [
      'a name of Mongolian variation selectors',
      () => save(as(ME), `${ME}_0`, search(ME, { name: '\u180B\u180D\u180F' })),
    ],
    ['a name of combining marks', () => save(as(ME), `${ME}_0`, search(ME, { name: '\u0301\u0302\u0303' }))],
    ['matches counted already', () => save(as(ME), `${ME}_0`, search(ME, { newMatches: 5 }))],
    ['a past date', () => save(as(ME), `${ME}_0`, search(ME, { createdAt: Timestamp.fromMillis(0) }))],
    ['another field', () => save(as(ME), `${ME}_0`, search(ME, { admin: true }))],
  ];
  test.each(refused)('a saved search by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('nobody reads, changes or deletes another’s; the owner cannot forge the new matches or its key', async () => {
    await seed(`savedSearches/${ME}_0`, {
      ...search(ME),
      createdAt: Timestamp.now(),
      seenAt: Timestamp.now(),
      newMatches: 2,
    });
    await denied(getAt(as(OTHER), `savedSearches/${ME}_0`));
    await denied(listAt(as(OTHER), 'savedSearches', where('owner', '==', ME), limit(20)));
    await denied(listAt(as(ME), 'savedSearches', where('owner', '==', ME)));
    await denied(updateAt(as(OTHER), `savedSearches/${ME}_0`, { name: 'Mine now' }));
    await denied(deleteAt(as(OTHER), `savedSearches/${ME}_0`));
    await denied(updateAt(as(ME), `savedSearches/${ME}_0`, { newMatches: 50 }));
    await denied(updateAt(as(ME), `savedSearches/${ME}_0`, { newMatches: 0 }));
    await denied(updateAt(as(ME), `savedSearches/${ME}_0`, { key: 't:sale|-|-|-|*' }));
    await denied(updateAt(as(ME), `savedSearches/${ME}_0`, { owner: OTHER }));
  });
});

describe('notifications', () => {
  const note = { kind: 'new-match', listingId: 'l1', searchName: 'Lyon', createdAt: Timestamp.now(), read: false };

  test('written by the server only: no client creates one, for themselves or anyone', async () => {
    await denied(setAt(as(ME), `users/${ME}/notifications/n1`, note));
    await denied(setAt(as(OTHER), `users/${ME}/notifications/n1`, note));
  });

  test('their owner reads them a page at a time and marks them read, nothing else', async () => {
    await seed(`users/${ME}/notifications/n1`, note);
    await allowed(listAt(as(ME), `users/${ME}/notifications`, limit(21)));
    await denied(listAt(as(ME), `users/${ME}/notifications`, limit(51)));
    await denied(listAt(as(OTHER), `users/${ME}/notifications`, limit(21)));
    await denied(getAt(as(OTHER), `users/${ME}/notifications/n1`));
    await denied(updateAt(as(ME), `users/${ME}/notifications/n1`, { read: true, listingId: 'l2' }));
    await denied(updateAt(as(ME), `users/${ME}/notifications/n1`, { read: false, searchName: 'x' }));
    await denied(updateAt(as(OTHER), `users/${ME}/notifications/n1`, { read: true }));
    await allowed(updateAt(as(ME), `users/${ME}/notifications/n1`, { read: true }));
    await allowed(deleteAt(as(ME), `users/${ME}/notifications/n1`));
  });
});

// "Text that shows something" is one definition (listing-domain/src/text-rules.ts) mirrored in
// firestore.rules (issue 47): one table of texts goes through both, reaching the rules through a
// saved search's name (cleanText, as every name and place is checked); they must agree.
describe('the rules and text-rules.ts agree on what shows something', () => {
  const TEXTS: string[] = [
    'Flats in Lyon',
    'Maison à Montréal',
    'شقة في دبي',
    '東京の部屋',
    'नमस्ते घर',
    'Flat 2',
    'P̶A̶R̶I̶S̶',
    '👩\u200D👩\u200D👧 family home',
    'Sunny\u00A0House',
    'ab\u200Bc',
    '\u180B\u180D\u180F\u180B\u180D\u180F',
    '\u{E0100}\u{E0100}\u{E0100}\u{E0100}',
    '\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0',
    '\u17B4\u17B4\u17B4\u17B4\u17B4',
    '\u0301\u0301\u0301\u0301',
    '\u3164\u3164\u3164\u3164',
    '\u2800\uFEFF\u2060\u034F\uFE0F\u115F\uFFA0\u200D\u00AD\u2003',
    'a\u200B\u200B\u200B\u200B\u200B',
    'ab\u200B\u200B',
    'ab\u200B\u200B\u200B',
    '\uE000\uE000x',
    'x\u{E0100}',
    '!!!!!!',
    '12',
    ' Lyon',
  ];

  test.each(TEXTS)('%j', async (text) => {
    const stored = await save(as(ME), `${ME}_0`, search(ME, { name: text })).then(
      () => true,
      () => false,
    );
    expect(stored).toBe(isCleanText(text));
  });
});

describe('the saved-search matrix', () => {
  test('covers at least 30 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(30);
  });
});
