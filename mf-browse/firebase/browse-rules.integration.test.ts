// The browsing slice's rules matrix beside its fragment (issue 48): reports, saved homes and the
// place index; actor × operation × payload, asked of the Cloud Firestore emulator evaluating the
// composed rules. (Its saved searches' matrix is saved-search-rules.integration.test.ts.)
import { doc, limit, serverTimestamp, Timestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { rulesMatrix, withEmail, verified, getAt, setAt, deleteAt, listAt } from 'shared-firebase/testing/rules-matrix';

const { allowed, denied, as, visitor, seed, cases } = rulesMatrix('browse rules matrix');

// The actors. Only people with an e-mail address (password or Google accounts) may write.
const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const owner = withEmail(OWNER, 'owner@example.com');
const other = withEmail(OTHER, 'other@example.com');
/** The same account once its address is verified: only then may it report (issue 85). */
const otherVerified = verified(other);

/** A stored listing, as a create through the rules would have left it (the editor's; here only its being there counts). */
const storedListing = (userRef = OWNER) => ({
  type: 'rent',
  name: 'Rules test home',
  userRef,
  timestamp: Timestamp.now(),
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
    await allowed(report(as(otherVerified), OTHER, { detail: 'Asked for a deposit by wire before any visit.' }));
    await denied(report(as(otherVerified), OTHER));
    await allowed(getAt(as(other), `users/${OTHER}/reported/home`));
  });

  test('no client reads a report, not even its author; an administrator does', async () => {
    await allowed(report(as(otherVerified), OTHER));
    await denied(getAt(as(other), `reports/home_${OTHER}`));
    await denied(getAt(as(owner), `reports/home_${OTHER}`));
    await denied(listAt(as(other), 'reports', limit(10)));
    await denied(getAt(as(owner), `users/${OTHER}/reported/home`));
    const admin = as({ uid: 'admin-uid', token: { email: 'admin@example.com', admin: true } });
    await allowed(getAt(admin, `reports/home_${OTHER}`));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['a visitor', () => report(visitor(), OTHER)],
    ['an account whose address nobody verified (issue 85)', () => report(as(other), OTHER)],
    ['its owner', () => report(as(owner), OWNER)],
    ['someone in another name', () => report(as(otherVerified), OTHER, { reporter: OWNER })],
    ['a reason not on the list', () => report(as(otherVerified), OTHER, { reason: 'dislike' })],
    ['a detail over 500 characters', () => report(as(otherVerified), OTHER, { detail: 'x'.repeat(501) })],
    ['a detail with control characters', () => report(as(otherVerified), OTHER, { detail: 'a\u0000b' })],
    ['a past date', () => report(as(otherVerified), OTHER, { createdAt: Timestamp.fromMillis(0) })],
    ['another field', () => report(as(otherVerified), OTHER, { score: 5 })],
    ['no note for its author', () => report(as(otherVerified), OTHER, {}, { note: false })],
    ['a listing that does not exist', () => report(as(otherVerified), OTHER, { listingId: 'nowhere' })],
  ];
  test.each(refused)('a report by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('its author deletes their note (account deletion), and still cannot report again', async () => {
    await allowed(report(as(otherVerified), OTHER));
    await denied(deleteAt(as(owner), `users/${OTHER}/reported/home`));
    await allowed(deleteAt(as(other), `users/${OTHER}/reported/home`));
    await denied(report(as(otherVerified), OTHER));
  });

  test('a note without its report is refused', async () => {
    await denied(setAt(as(other), `users/${OTHER}/reported/home`, { reportedAt: serverTimestamp() }));
  });
});

describe('saved homes', () => {
  const entry = (name = 'Sunny home') => ({ name, savedAt: serverTimestamp() });
  const saved = (uid = OWNER, listingId = 'home') => `users/${uid}/saved/${listingId}`;
  beforeEach(async () => {
    await seed('listings/home', { name: 'Sunny home', userRef: OTHER });
  });

  test('a person saves, saves again, reads, lists and removes their own', async () => {
    await allowed(setAt(as(owner), saved(), entry()));
    await allowed(setAt(as(owner), saved(), { ...entry(), listingId: 'home' })); // its id, for price alerts
    await allowed(setAt(as(owner), saved(), entry()));
    await allowed(getAt(as(owner), saved()));
    await allowed(listAt(as(owner), `users/${OWNER}/saved`, limit(10)));
    await allowed(deleteAt(as(owner), saved()));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ["another person's", () => setAt(as(other), saved(), entry())],
    ['a visitor', () => setAt(visitor(), saved(), entry())],
    ['a listing that does not exist', () => setAt(as(owner), saved(OWNER, 'no-such-home'), entry())],
    ['a client-chosen time', () => setAt(as(owner), saved(), { name: 'Sunny home', savedAt: Timestamp.now() })],
    ['another field', () => setAt(as(owner), saved(), { ...entry(), note: 'x'.repeat(10_000) })],
    ['no name', () => setAt(as(owner), saved(), { savedAt: serverTimestamp() })],
    ['a name of 101 characters', () => setAt(as(owner), saved(), entry('x'.repeat(101)))],
    ['a name with U+202E', () => setAt(as(owner), saved(), entry('Sunny \u202Ehome'))],
    ['another listing’s id', () => setAt(as(owner), saved(), { ...entry(), listingId: 'elsewhere' })],
  ];
  test.each(refused)('a saved home by or with %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('nobody but the owner reads, lists or removes them', async () => {
    await seed(`users/${OWNER}/saved/home`, { name: 'Sunny home', savedAt: Timestamp.now() });
    await denied(getAt(as(other), saved()));
    await denied(getAt(visitor(), saved()));
    await denied(listAt(as(other), `users/${OWNER}/saved`, limit(10)));
    await denied(deleteAt(as(other), saved()));
    await denied(deleteAt(visitor(), saved()));
  });
});

describe('places: the place index (issue 35, defect 6)', () => {
  beforeEach(async () => {
    await seed('places/edinburgh', { word: 'edinburgh', label: 'Edinburgh', listings: 3, places: 3 });
  });

  test('everyone may read a place and list places, a page of at most 50 at a time', async () => {
    for (const database of [visitor(), as(owner)]) {
      await allowed(getAt(database, 'places/edinburgh'));
      await allowed(listAt(database, 'places', where('word', '>=', 'edi'), limit(50)));
    }
    await denied(listAt(visitor(), 'places', limit(51)));
    await denied(listAt(visitor(), 'places'));
  });

  test('only the server writes the index: no client creates, changes or deletes a place', async () => {
    for (const database of [visitor(), as(owner)]) {
      await denied(setAt(database, 'places/nowhere', { word: 'nowhere', label: 'Nowhere', listings: 1, places: 1 }));
      await denied(setAt(database, 'places/edinburgh', { word: 'edinburgh', label: 'Spam', listings: 99, places: 99 }));
      await denied(deleteAt(database, 'places/edinburgh'));
    }
  });
});

describe('the gazetteer index (issue 51)', () => {
  const entry = {
    kind: 'town',
    name: 'Edinburgh',
    country: 'GB',
    countryName: 'United Kingdom',
    within: ['c-gb'],
    population: 1,
    listings: 2,
  };
  beforeEach(async () => {
    await seed('gazetteerPlaces/t-2650225', entry);
    await seed('gazetteerNames/edinburgh', { key: 'edinburgh', places: { 't-2650225': entry } });
  });

  test('everyone may read a place and a name, and list names a page of at most 50 at a time', async () => {
    for (const database of [visitor(), as(owner)]) {
      await allowed(getAt(database, 'gazetteerPlaces/t-2650225'));
      await allowed(getAt(database, 'gazetteerNames/edinburgh'));
      await allowed(listAt(database, 'gazetteerNames', where('key', '>=', 'edi'), limit(50)));
    }
    await denied(listAt(visitor(), 'gazetteerNames', limit(51)));
    await denied(listAt(visitor(), 'gazetteerPlaces', limit(10)));
  });

  test('only the server writes it: no client creates, changes or deletes a place or a name', async () => {
    for (const database of [visitor(), as(owner)]) {
      await denied(setAt(database, 'gazetteerPlaces/t-1', { ...entry, name: 'Nowhere' }));
      await denied(setAt(database, 'gazetteerPlaces/t-2650225', { ...entry, listings: 99 }));
      await denied(deleteAt(database, 'gazetteerPlaces/t-2650225'));
      await denied(setAt(database, 'gazetteerNames/edinburgh', { key: 'edinburgh', places: {} }));
      await denied(deleteAt(database, 'gazetteerNames/edinburgh'));
    }
  });
});

describe('the town finder’s index (issue 51)', () => {
  beforeEach(async () => {
    await seed('townIndex/edi', { rows: [{ t: ['Edinburgh', 'Scotland', 'GB', 55.95, -3.19, 464990] }] });
  });

  test('everyone reads a document by its key; no one lists the index', async () => {
    for (const database of [visitor(), as(owner)]) {
      await allowed(getAt(database, 'townIndex/edi'));
      await denied(listAt(database, 'townIndex', limit(10)));
    }
  });

  test('only the server writes it', async () => {
    for (const database of [visitor(), as(owner)]) {
      await denied(setAt(database, 'townIndex/edi', { rows: [] }));
      await denied(setAt(database, 'townIndex/zzz', { rows: [{ t: ['Fake', '', 'GB', 0, 0, 1] }] }));
      await denied(deleteAt(database, 'townIndex/edi'));
    }
  });
});

describe('the matrix', () => {
  test('covers at least 50 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(50);
  });
});
