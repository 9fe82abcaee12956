// The rules matrix of viewings (issue 52): who may offer a home's viewing times, request a slot,
// answer, cancel and read a viewing, and that a slot is booked once (under concurrent requests
// too), asked of the Cloud Firestore emulator evaluating the composed firebase/firestore.rules, in
// a project of its own (the server's triggers answer the site's project, not this one).
import {
  arrayRemove,
  collection,
  doc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { at, rulesMatrix, verified, withEmail } from 'shared-firebase/testing/rules-matrix';
import { beforeEach, describe, expect, test } from 'vitest';

const { allowed, denied, as, visitor, seed, cases } = rulesMatrix('viewings rules matrix', {
  projectId: 'demo-mf-viewings',
});
// Their addresses verified: only then may a person ask for a viewing (issue 85).
const ann = verified(withEmail('ann', 'ann@example.com')); // the owner
const bob = verified(withEmail('bob', 'bob@example.com')); // a hunter
const cat = verified(withEmail('cat', 'cat@example.com')); // another hunter

const HOUR = 3_600_000;
const later = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / 1_800_000) * 1_800_000;

function times(extra: Record<string, unknown> = {}) {
  return {
    ownerId: 'ann',
    days: [1, 2, 3, 4, 5, 6, 7],
    from: '09:00',
    to: '18:00',
    slotMinutes: 30,
    noticeHours: 2,
    updatedAt: serverTimestamp(),
    ...extra,
  };
}

beforeEach(async () => {
  await seed('users/ann', { name: 'Ann Owner', timestamp: Timestamp.now() });
  await seed('users/bob', { name: 'Bob Hunter', timestamp: Timestamp.now() });
  await seed('users/cat', { name: 'Cat Hunter', timestamp: Timestamp.now() });
  await seed('listings/home', {
    type: 'rent',
    name: 'Rules flat',
    location: '1 Rules Road, Edinburgh',
    userRef: 'ann',
    geolocation: { lat: 55.95, lng: -3.19 },
  });
  await seed('listings/gone', {
    type: 'rent',
    name: 'Let flat',
    location: '2 Rules Road',
    userRef: 'ann',
    status: 'let-agreed',
  });
  const stored = { ...times(), updatedAt: Timestamp.now(), timeZone: 'Europe/London' };
  await seed('viewingTimes/home', stored);
  await seed('viewingTimes/gone', { ...stored });
});

/** The request `who` writes for `start` (ms) of `listingId`, as the page writes it. */
function request(db: Firestore, who: string, start: number, listingId = 'home', extra: Record<string, unknown> = {}) {
  const viewing = doc(collection(db, 'viewings'));
  const slotId = `${listingId}_${start}`;
  const names: Record<string, string> = { ann: 'Ann Owner', bob: 'Bob Hunter', cat: 'Cat Hunter' };
  const batch = writeBatch(db);
  batch.set(viewing, {
    listingId,
    listingName: listingId === 'home' ? 'Rules flat' : 'Let flat',
    listingType: 'rent',
    address: listingId === 'home' ? '1 Rules Road, Edinburgh' : '2 Rules Road',
    ownerId: 'ann',
    ownerName: 'Ann Owner',
    requesterId: who,
    requesterName: names[who],
    people: [who, 'ann'],
    start: Timestamp.fromMillis(start),
    minutes: 30,
    timeZone: 'Europe/London',
    slotId,
    note: '',
    status: 'pending',
    reason: '',
    changedBy: who,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    unseenBy: ['ann'],
    ...extra,
  });
  batch.set(doc(db, 'viewingSlots', slotId), { listingId, start: Timestamp.fromMillis(start), viewingId: viewing.id });
  return { commit: batch.commit(), id: viewing.id, slotId };
}

/** A stored viewing `bob` asked for, `status`, at `start`. */
async function storedViewing(id: string, status: string, start = later(48), extra: Record<string, unknown> = {}) {
  await seed(`viewings/${id}`, {
    listingId: 'home',
    listingName: 'Rules flat',
    listingType: 'rent',
    address: '1 Rules Road, Edinburgh',
    ownerId: 'ann',
    ownerName: 'Ann Owner',
    requesterId: 'bob',
    requesterName: 'Bob Hunter',
    people: ['bob', 'ann'],
    start: Timestamp.fromMillis(start),
    minutes: 30,
    timeZone: 'Europe/London',
    slotId: `home_${start}`,
    note: '',
    status,
    reason: '',
    changedBy: 'bob',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    unseenBy: ['ann'],
    ...extra,
  });
}

const answer = (status: string, other: string, reason = '') => ({
  status,
  reason,
  changedBy: other === 'ann' ? 'bob' : 'ann',
  updatedAt: serverTimestamp(),
  unseenBy: [other],
});

describe('viewingTimes', () => {
  test('anyone reads a home’s times; only its owner sets them, without a zone', async () => {
    await allowed(at.get(visitor(), 'viewingTimes/home'));
    await seed('listings/fresh', { type: 'rent', name: 'Fresh', location: '3 Rules Road', userRef: 'ann' });
    await allowed(at.set(as(ann), 'viewingTimes/fresh', times()));
    await denied(at.set(as(bob), 'viewingTimes/fresh', times({ ownerId: 'bob' })));
    await denied(at.set(as(ann), 'viewingTimes/fresh', { ...times(), timeZone: 'Asia/Tokyo' }));
    await denied(at.set(visitor(), 'viewingTimes/fresh', times()));
  });

  test('times that are not times are refused', async () => {
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', days: [] }));
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', days: [8] }));
    await denied(
      at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', from: '18:00', to: '09:00' }),
    );
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', from: '9am' }));
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', slotMinutes: 25 }));
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', noticeHours: 5 }));
    // A change keeps the server's zone as it is.
    await allowed(at.set(as(ann), 'viewingTimes/home', { ...times({ from: '10:00' }), timeZone: 'Europe/London' }));
    await denied(at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/Paris' }));
    await denied(at.delete(as(bob), 'viewingTimes/home'));
    await allowed(at.delete(as(ann), 'viewingTimes/home'));
  });

  test('one-off times beside the weekly ones, or alone; at most 20, each a day and a time', async () => {
    const zoned = (over: Record<string, unknown>) =>
      at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', ...over });
    await allowed(zoned({ oneOff: ['2026-12-05T10:30', '2026-12-19T18:00'] }));
    await allowed(zoned({ days: [], from: '10:00', to: '10:00', oneOff: ['2026-12-05T10:30'] }));
    await denied(zoned({ days: [], oneOff: [] }));
    await denied(zoned({ oneOff: ['2026-12-05 10:30'] }));
    await denied(zoned({ oneOff: ['2026-13-05T10:30'] }));
    await denied(zoned({ oneOff: ['2026-12-05T10:30 2026-12-06T10:30'] }));
    await denied(zoned({ oneOff: [20261205] }));
    await denied(zoned({ oneOff: '2026-12-05T10:30' }));
    await denied(
      zoned({ oneOff: Array.from({ length: 21 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}T10:00`) }),
    );
  });
});

describe('hours per day (issue 86)', () => {
  test('seven entries, Monday first, each empty or a span that ends after it starts', async () => {
    const zoned = (dayHours: unknown) =>
      at.set(as(ann), 'viewingTimes/home', { ...times(), timeZone: 'Europe/London', days: [3, 6], dayHours });
    const week = (wednesday: unknown) => ['', '', wednesday, '', '', '10:00-12:00', ''];
    await allowed(zoned(week('14:00-16:00')));
    await denied(zoned(week('16:00-14:00')));
    await denied(zoned(week('14:00-16:00 ')));
    await denied(zoned(week('2pm-4pm')));
    await denied(zoned(week(1400)));
    await denied(zoned(['14:00-16:00']));
    await denied(zoned([...week('14:00-16:00'), '']));
    await denied(zoned('14:00-16:00'));
  });
});

describe('a request', () => {
  test('a hunter requests a free slot after the notice, with its lock', async () => {
    await allowed(request(as(bob), 'bob', later(24)).commit);
  });

  test('an account whose address nobody verified asks for no viewing (issue 85)', async () => {
    await denied(request(as(withEmail('bob', 'bob@example.com')), 'bob', later(24)).commit);
  });

  test('a slot is booked once, even by two requests at the same moment', async () => {
    const start = later(30);
    const [first, second] = await Promise.allSettled([
      request(as(bob), 'bob', start).commit,
      request(as(cat), 'cat', start).commit,
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    await denied(request(as(cat), 'cat', start).commit);
  });

  test('no request within the notice, in the past, by the owner, by a visitor, or for a let home', async () => {
    await denied(request(as(bob), 'bob', later(1)).commit);
    await denied(request(as(bob), 'bob', later(-5)).commit);
    await denied(request(as(ann), 'ann', later(24), 'home', { people: ['ann', 'ann'] }).commit);
    await denied(request(visitor(), 'bob', later(24)).commit);
    await denied(request(as(bob), 'bob', later(24), 'gone').commit);
  });

  test('no request in someone else’s name, with forged names, status or length, or without its lock', async () => {
    await denied(request(as(bob), 'cat', later(24)).commit);
    await denied(request(as(bob), 'bob', later(24), 'home', { requesterName: 'Someone' }).commit);
    await denied(request(as(bob), 'bob', later(24), 'home', { status: 'confirmed' }).commit);
    await denied(request(as(bob), 'bob', later(24), 'home', { minutes: 120 }).commit);
    await denied(request(as(bob), 'bob', later(24), 'home', { timeZone: 'UTC' }).commit);
    await denied(request(as(bob), 'bob', later(24), 'home', { unseenBy: [] }).commit);
    const start = later(26);
    const lone = doc(collection(as(bob), 'viewings'));
    await denied(
      setDoc(lone, { listingId: 'home', requesterId: 'bob', status: 'pending', start: Timestamp.fromMillis(start) }),
    );
    await denied(
      at.set(as(bob), `viewingSlots/home_${start}`, {
        listingId: 'home',
        start: Timestamp.fromMillis(start),
        viewingId: lone.id,
      }),
    );
  });
});

describe('answers', () => {
  test('the owner confirms or declines a request; the hunter cannot confirm', async () => {
    await storedViewing('v1', 'pending');
    await denied(at.update(as(bob), 'viewings/v1', { ...answer('confirmed', 'ann'), changedBy: 'bob' }));
    await allowed(at.update(as(ann), 'viewings/v1', answer('confirmed', 'bob')));
    await storedViewing('v2', 'pending');
    await allowed(at.update(as(ann), 'viewings/v2', answer('declined', 'bob')));
    await denied(at.update(as(ann), 'viewings/v2', answer('confirmed', 'bob')));
  });

  test('either cancels a viewing to come, saying why; a past one stays as it was', async () => {
    await storedViewing('v3', 'confirmed');
    await denied(at.update(as(bob), 'viewings/v3', { ...answer('cancelled', 'ann'), changedBy: 'bob' }));
    await allowed(
      at.update(as(bob), 'viewings/v3', { ...answer('cancelled', 'ann', 'Found a flat'), changedBy: 'bob' }),
    );
    await storedViewing('v4', 'pending');
    await allowed(at.update(as(ann), 'viewings/v4', answer('cancelled', 'bob', 'Let to someone')));
    await storedViewing('v5', 'confirmed', later(-24));
    await denied(at.update(as(ann), 'viewings/v5', answer('cancelled', 'bob', 'Too late')));
  });

  test('nobody else answers, and an answer changes nothing else', async () => {
    await storedViewing('v6', 'pending');
    await denied(at.update(as(cat), 'viewings/v6', { ...answer('cancelled', 'ann', 'Mine now'), changedBy: 'cat' }));
    await denied(at.update(as(ann), 'viewings/v6', { ...answer('confirmed', 'bob'), minutes: 60 }));
    await denied(at.update(as(ann), 'viewings/v6', { ...answer('confirmed', 'bob'), unseenBy: [] }));
  });
});

describe('another time', () => {
  /** The owner's proposal for `id`: the viewing moved to `start` with the new slot's lock. */
  function propose(db: Firestore, id: string, start: number, extra: Record<string, unknown> = {}) {
    const slotId = `home_${start}`;
    const batch = writeBatch(db);
    batch.update(doc(db, 'viewings', id), {
      start: Timestamp.fromMillis(start),
      slotId,
      status: 'proposed',
      reason: '',
      changedBy: 'ann',
      updatedAt: serverTimestamp(),
      unseenBy: ['bob'],
      ...extra,
    });
    batch.set(doc(db, 'viewingSlots', slotId), {
      listingId: 'home',
      start: Timestamp.fromMillis(start),
      viewingId: id,
    });
    return batch.commit();
  }

  test('the owner proposes a free time after the notice, with its lock; the one who asked accepts it', async () => {
    await storedViewing('p1', 'pending');
    await denied(propose(as(bob), 'p1', later(50), { changedBy: 'bob' }));
    await denied(propose(as(ann), 'p1', later(1)));
    await allowed(propose(as(ann), 'p1', later(50)));
    await denied(at.update(as(ann), 'viewings/p1', answer('confirmed', 'bob')));
    await allowed(at.update(as(bob), 'viewings/p1', { ...answer('confirmed', 'ann'), changedBy: 'bob' }));
  });

  test('a proposal cannot take a booked time, nor a confirmed viewing, nor change anything else', async () => {
    const { commit } = request(as(cat), 'cat', later(60));
    await commit;
    await storedViewing('p2', 'pending');
    await denied(propose(as(ann), 'p2', later(60)));
    await denied(propose(as(ann), 'p2', later(62), { minutes: 60 }));
    await storedViewing('p3', 'confirmed');
    await denied(propose(as(ann), 'p3', later(64)));
    // The one who asked may cancel a proposed time, saying why.
    await storedViewing('p4', 'proposed');
    await allowed(
      at.update(as(bob), 'viewings/p4', { ...answer('cancelled', 'ann', 'Not that day'), changedBy: 'bob' }),
    );
  });
});

describe('reading and seeing', () => {
  test('its two people read a viewing and list theirs; nobody else does', async () => {
    await storedViewing('v7', 'pending');
    await allowed(at.get(as(bob), 'viewings/v7'));
    await allowed(at.get(as(ann), 'viewings/v7'));
    await denied(at.get(as(cat), 'viewings/v7'));
    await denied(at.get(visitor(), 'viewings/v7'));
    const mine = (db: Firestore, uid: string, n = 100) =>
      at.list(db, 'viewings', where('people', 'array-contains', uid), orderBy('start', 'desc'), limit(n));
    await allowed(mine(as(bob), 'bob'));
    await denied(mine(as(cat), 'bob'));
    await denied(mine(as(bob), 'bob', 101));
  });

  test('each takes only themselves off the news', async () => {
    await storedViewing('v8', 'pending', later(48), { unseenBy: ['ann', 'bob'] });
    await allowed(at.update(as(ann), 'viewings/v8', { unseenBy: arrayRemove('ann') }));
    await denied(at.update(as(ann), 'viewings/v8', { unseenBy: [] }));
  });

  test('signed-in people read which slots are taken; nobody changes a lock', async () => {
    const { commit, slotId } = request(as(bob), 'bob', later(24));
    await commit;
    await allowed(at.list(as(cat), 'viewingSlots', where('listingId', '==', 'home'), limit(500)));
    await denied(at.list(visitor(), 'viewingSlots', where('listingId', '==', 'home'), limit(500)));
    await denied(at.delete(as(bob), `viewingSlots/${slotId}`));
    await denied(at.update(as(bob), `viewingSlots/${slotId}`, { viewingId: 'other' }));
  });

  test('covers at least 55 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(55);
  });
});
