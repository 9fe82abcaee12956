// The viewings slice's server code in the Functions emulator (issue 52): a home's zone derived from
// its coordinates, a request for a time the home does not offer or a fourth waiting one declined,
// the slot of a declined or cancelled viewing freed, and each person's news counted.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { REQUESTS_PER_DAY } from '../../../src/api/viewings/viewing.ts';
import { NOT_OFFERED, TOO_MANY_PENDING, TOO_MANY_TODAY } from './viewing-checks.ts';
import { VIEWING_MAIL_DIGESTS, digestIdOf } from './viewing-mail-digest.ts';
import { VIEWING_MAILS_PER_DAY } from './viewing-mail.ts';

const db = adminFirestore();
const stamp = Date.now().toString(36);
const owner = `viewing-owner-${stamp}`;
const hunter = `viewing-hunter-${stamp}`;
const listingId = `viewing-home-${stamp}`;
const DAY = 86_400_000;
// The test's slots are laid from a UTC midnight at least 24 hours away (00:00 or 01:00 in London)
// and stay within its morning: laid from the clock, a run in the evening put one at 23:30 London,
// past the home's last slot, and the server rightly declined it (the limit's check then had one
// request too few).
const FIRST_DAY = Math.ceil(Date.now() / DAY) * DAY + DAY;
/** A slot `hours` hours after the test's reference (24 is the first day's midnight, UTC). */
const slotIn = (hours: number) => FIRST_DAY + (hours - 24) * 3_600_000;

async function writeViewing(id: string, start: number, extra: Record<string, unknown> = {}) {
  const slotId = `${listingId}_${start}`;
  await db.doc(`viewingSlots/${slotId}`).set({ listingId, start: Timestamp.fromMillis(start), viewingId: id });
  await db.doc(`viewings/${id}`).set({
    listingId,
    listingName: 'Zoned flat',
    listingType: 'rent',
    address: '1 Zone Street, Edinburgh',
    ownerId: owner,
    ownerName: 'Olga',
    requesterId: hunter,
    requesterName: 'Hal',
    people: [hunter, owner],
    start: Timestamp.fromMillis(start),
    minutes: 30,
    timeZone: 'Europe/London',
    slotId,
    note: '',
    status: 'pending',
    reason: '',
    changedBy: hunter,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    unseenBy: [owner],
    ...extra,
  });
  return slotId;
}

const viewing = (id: string, ok: (data: Record<string, unknown>) => boolean) =>
  eventually(async () => (await db.doc(`viewings/${id}`).get()).data() ?? {}, ok);
const slotGone = (slotId: string) =>
  eventually(
    async () => (await db.doc(`viewingSlots/${slotId}`).get()).exists,
    (e) => !e,
  );

describe('the viewings slice’s server code', () => {
  test('derives the zone, checks requests, frees slots and counts the news', async () => {
    await db.doc(`listings/${listingId}`).set({
      type: 'rent',
      name: 'Zoned flat',
      location: '1 Zone Street, Edinburgh',
      userRef: owner,
      geolocation: { lat: 55.95, lng: -3.19 },
    });
    await db.doc(`viewingTimes/${listingId}`).set({
      ownerId: owner,
      days: [1, 2, 3, 4, 5, 6, 7],
      from: '00:00',
      to: '23:30',
      slotMinutes: 30,
      noticeHours: 0,
      updatedAt: Timestamp.now(),
    });
    const times = await eventually(
      async () => (await db.doc(`viewingTimes/${listingId}`).get()).data() ?? {},
      (t) => t.timeZone !== undefined,
    );
    expect(times.timeZone).toBe('Europe/London');

    // The home moves to Lyon: its times follow its zone; moved back, they come back.
    await db.doc(`listings/${listingId}`).update({ geolocation: { lat: 45.76, lng: 4.84 } });
    const inLyon = await eventually(
      async () => (await db.doc(`viewingTimes/${listingId}`).get()).data() ?? {},
      (t) => t.timeZone === 'Europe/Paris',
    );
    expect(inLyon.timeZone).toBe('Europe/Paris');
    await db.doc(`listings/${listingId}`).update({ geolocation: { lat: 55.95, lng: -3.19 } });
    const back = await eventually(
      async () => (await db.doc(`viewingTimes/${listingId}`).get()).data() ?? {},
      (t) => t.timeZone === 'Europe/London',
    );
    expect(back.timeZone).toBe('Europe/London');

    // A time the home offers stands, and is news to the owner.
    const okSlot = await writeViewing(`${stamp}-ok`, slotIn(24));
    const badges = await eventually(
      async () => (await db.doc(`badges/${owner}`).get()).data() ?? {},
      (b) => b.viewings === 1,
    );
    expect(badges.viewings).toBe(1);
    expect((await db.doc(`viewings/${stamp}-ok`).get()).get('status')).toBe('pending');

    // A time off the slots' grid is declined by the server, saying why, and its slot freed.
    const odd = await writeViewing(`${stamp}-odd`, slotIn(30) + 600_000);
    const declined = await viewing(`${stamp}-odd`, (v) => v.status === 'declined');
    expect(declined.reason).toBe(NOT_OFFERED);
    expect(declined.changedBy).toBe('server');
    await slotGone(odd);

    // Three waiting requests for one home at most: a fourth is declined.
    const p2Slot = await writeViewing(`${stamp}-p2`, slotIn(26));
    await writeViewing(`${stamp}-p3`, slotIn(28));
    await viewing(`${stamp}-p3`, (v) => v.status === 'pending');
    await writeViewing(`${stamp}-p4`, slotIn(32));
    expect((await viewing(`${stamp}-p4`, (v) => v.status === 'declined')).reason).toBe(TOO_MANY_PENDING);

    // Moved to another time the owner proposes: the slot it held is free again.
    const moved = slotIn(36);
    await db
      .doc(`viewingSlots/${listingId}_${moved}`)
      .set({ listingId, start: Timestamp.fromMillis(moved), viewingId: `${stamp}-p2` });
    await db.doc(`viewings/${stamp}-p2`).update({
      start: Timestamp.fromMillis(moved),
      slotId: `${listingId}_${moved}`,
      status: 'proposed',
      changedBy: owner,
      unseenBy: [hunter],
    });
    await slotGone(p2Slot);
    expect((await db.doc(`viewingSlots/${listingId}_${moved}`).get()).exists).toBe(true);

    // Cancelled: the slot is free again, and the hunter's news counts it.
    await db
      .doc(`viewings/${stamp}-ok`)
      .update({ status: 'cancelled', reason: 'Let', changedBy: owner, unseenBy: [hunter] });
    await slotGone(okSlot);
    const hunterBadges = await eventually(
      async () => (await db.doc(`badges/${hunter}`).get()).data() ?? {},
      (b) => typeof b.viewings === 'number' && b.viewings >= 1,
    );
    expect(hunterBadges.viewings).toBeGreaterThanOrEqual(1);
  }, 120_000);

  test(`15 requests and cancellations reach the owner as one e-mail of at most ${VIEWING_MAILS_PER_DAY} changes, with none of their text in its subject (issue 85)`, async () => {
    const landlord = `quota-owner-${stamp}`;
    await adminAuth().createUser({ uid: landlord, email: `${landlord}@example.com`, emailVerified: true });
    // Fifteen requests cancelled by the one who asked, each news to the owner by e-mail (written as
    // cancelled at once: one event each, so the emulator's two workers are not held for minutes).
    for (let n = 0; n < 15; n += 1) {
      await writeViewing(`${stamp}-q${n}`, slotIn(40 + n), {
        ownerId: landlord,
        people: [hunter, landlord],
        requesterName: 'URGENT call +1-555-0100',
        status: 'cancelled',
        reason: 'Call me now',
        unseenBy: [landlord],
      });
    }
    const mailsOf = async () =>
      (await db.collection('mail').where('uid', '==', landlord).get()).docs.map((d) => d.data());
    // Gathered for the window (seconds locally), then sent as one e-mail.
    const mails = await eventually(mailsOf, (found) => found.length >= 1);
    // Every change handled (each frees its slot) and the digest gone: still the one e-mail.
    for (let n = 0; n < 15; n += 1) await slotGone(`${listingId}_${slotIn(40 + n)}`);
    await eventually(
      async () => (await db.doc(`${VIEWING_MAIL_DIGESTS}/${digestIdOf(landlord)}`).get()).exists,
      (open) => !open,
    );
    expect(await mailsOf()).toHaveLength(1);
    const message = mails[0]!.message as { subject: string; html: string };
    expect(message.subject).toBe(`${VIEWING_MAILS_PER_DAY} viewing updates`);
    expect(message.html.match(/Viewing cancelled: /g)).toHaveLength(VIEWING_MAILS_PER_DAY);
    expect(message.html).toContain('URGENT call +1-555-0100');
    await adminAuth().deleteUser(landlord);
  }, 120_000);

  test('a person’s news within minutes comes as one e-mail; news after it is sent comes in the next (issue 85)', async () => {
    const busy = `digest-owner-${stamp}`;
    await adminAuth().createUser({ uid: busy, email: `${busy}@example.com`, emailVerified: true });
    const mailsOf = async () =>
      (await db.collection('mail').where('uid', '==', busy).orderBy('createdAt').get()).docs.map(
        (d) => (d.get('message') as { subject: string }).subject,
      );
    const forBusy = (who: string) => ({
      ownerId: busy,
      requesterId: who,
      people: [who, busy],
      changedBy: who,
      unseenBy: [busy],
    });
    await writeViewing(`${stamp}-b1`, slotIn(90), forBusy(`${hunter}-1`));
    await writeViewing(`${stamp}-b2`, slotIn(91), forBusy(`${hunter}-2`));
    expect(await eventually(mailsOf, (found) => found.length >= 1)).toEqual(['2 viewing updates']);
    await writeViewing(`${stamp}-b3`, slotIn(92), forBusy(`${hunter}-3`));
    const both = await eventually(mailsOf, (found) => found.length >= 2);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatch(/^New viewing request: /);
    await adminAuth().deleteUser(busy);
  }, 90_000);

  test('a request from an English speaker to a German owner sends German mail (issue 88)', async () => {
    const german = `german-owner-${stamp}`;
    await adminAuth().createUser({ uid: german, email: `${german}@example.com`, emailVerified: true });
    // Their profile's language, as mf-account keeps it (the hunter's is English: not theirs to choose).
    await db.doc(`users/${german}`).set({ name: 'Greta', locale: 'de', timestamp: Timestamp.now() });
    const mailsOf = async () =>
      (await db.collection('mail').where('uid', '==', german).get()).docs.map(
        (d) => d.get('message') as { subject: string; html: string },
      );
    // A hunter of their own, under the per-day limit of requests the others have used.
    const english = `${hunter}-en`;
    await writeViewing(`${stamp}-de`, slotIn(94), {
      ownerId: german,
      requesterId: english,
      people: [english, german],
      changedBy: english,
      unseenBy: [german],
    });
    const [mail] = await eventually(mailsOf, (found) => found.length >= 1);
    expect(mail?.subject).toMatch(/^Neue Besichtigungsanfrage: .+ \(Ortszeit London\)$/);
    expect(mail?.html).toContain('>Deine Besichtigungen</a>');
    await adminAuth().deleteUser(german);
  }, 90_000);

  test(`a person asks for ${REQUESTS_PER_DAY} viewings of one home a day at most, whatever became of them (issue 85)`, async () => {
    const asker = `daily-hunter-${stamp}`;
    // The day's requests, each cancelled by the one who asked (written so at once: no check runs).
    for (let n = 0; n < REQUESTS_PER_DAY; n += 1)
      await writeViewing(`${stamp}-d${n}`, slotIn(60 + n), {
        requesterId: asker,
        people: [asker, owner],
        status: 'cancelled',
        changedBy: asker,
      });
    await writeViewing(`${stamp}-d-next`, slotIn(70), { requesterId: asker, people: [asker, owner] });
    const refused = await viewing(`${stamp}-d-next`, (v) => v.status === 'declined');
    expect(refused.reason).toBe(TOO_MANY_TODAY);
    expect(refused.changedBy).toBe('server');
  }, 60_000);

  test('no viewing e-mail goes to a person who turned them off (issue 85)', async () => {
    const quiet = `quiet-owner-${stamp}`;
    await adminAuth().createUser({ uid: quiet, email: `${quiet}@example.com`, emailVerified: true });
    await db.doc(`mailSettings/${quiet}`).set({ off: ['viewing'], updatedAt: Timestamp.now() });
    await writeViewing(`${stamp}-quiet`, slotIn(80), {
      ownerId: quiet,
      people: [hunter, quiet],
      status: 'cancelled',
      unseenBy: [quiet],
    });
    // Handled (its slot freed, the news counted), and still no mail.
    await slotGone(`${listingId}_${slotIn(80)}`);
    await eventually(
      async () => (await db.doc(`badges/${quiet}`).get()).data() ?? {},
      (b) => typeof b.viewings === 'number' && b.viewings >= 1,
    );
    // Its digest sent (and gone), and still no mail.
    await eventually(
      async () => (await db.doc(`${VIEWING_MAIL_DIGESTS}/${digestIdOf(quiet)}`).get()).exists,
      (open) => !open,
    );
    expect((await db.collection('mail').where('uid', '==', quiet).get()).size).toBe(0);
    await adminAuth().deleteUser(quiet);
  }, 60_000);
});
