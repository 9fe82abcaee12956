// The viewings slice's own handlers, in the Functions emulator (issue 87): a deleted account's
// viewings to come are cancelled (their slots free again), its name leaves everyone's viewings, its
// gathered news and its homes' times go; a deleted home's viewings to come are cancelled and its
// times go. Nobody else's viewing changes.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { VIEWING_MAIL_DIGESTS, digestIdOf } from '../viewings/viewing-mail-digest.ts';
import { ACCOUNT_CLOSED_REASON, FORMER_MEMBER, HOME_GONE_REASON } from './viewings-ended.ts';

const db = adminFirestore();
const run = Date.now().toString(36);
const HOUR = 3_600_000;

/** A confirmed viewing of `listingId` (past the server's checks of new requests), with its slot's lock. */
async function writeViewing(id: string, listingId: string, who: { owner: string; requester: string }, start: number) {
  const slotId = `${listingId}_${start}`;
  await db.doc(`viewingSlots/${slotId}`).set({ listingId, start: Timestamp.fromMillis(start), viewingId: id });
  await db.doc(`viewings/${id}`).set({
    listingId,
    listingName: 'A home',
    listingType: 'rent',
    address: '1 Leaving Lane',
    ownerId: who.owner,
    ownerName: 'Olga',
    requesterId: who.requester,
    requesterName: 'Hal',
    people: [who.requester, who.owner],
    start: Timestamp.fromMillis(start),
    minutes: 30,
    timeZone: 'Europe/London',
    slotId,
    note: '',
    status: 'confirmed',
    reason: '',
    changedBy: who.owner,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    unseenBy: [],
  });
  return { ref: db.doc(`viewings/${id}`), slot: db.doc(`viewingSlots/${slotId}`) };
}

const settled = <T>(read: () => Promise<T>, ok: (value: T) => boolean) => eventually(read, ok);
const dataOf = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).data() ?? {};

describe('viewings when a person or a home leaves', () => {
  test('a deleted account: its viewings to come cancelled, its name gone from all, its news and homes’ times deleted', async () => {
    const { uid } = await adminAuth().createUser({ email: `viewer-${run}@example.com`, password: 'leaving-pass-1' });
    const soon = Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR;
    const asked = await writeViewing(`asked-${run}`, `home-${run}`, { owner: `owner-${run}`, requester: uid }, soon);
    const past = await writeViewing(
      `past-${run}`,
      `home-${run}`,
      { owner: `owner-${run}`, requester: uid },
      soon - 96 * HOUR,
    );
    const offered = await writeViewing(
      `offered-${run}`,
      `own-${run}`,
      { owner: uid, requester: `hunter-${run}` },
      soon,
    );
    const bystander = await writeViewing(
      `other-${run}`,
      `home-${run}`,
      { owner: `owner-${run}`, requester: `b-${run}` },
      soon + HOUR,
    );
    await db.doc(`viewingTimes/own-${run}`).set({ ownerId: uid, days: [1], from: '09:00', to: '10:00' });
    const digest = db.collection(VIEWING_MAIL_DIGESTS).doc(digestIdOf(uid));
    await digest.set({ entries: [], openedAt: Timestamp.now() });

    await adminAuth().deleteUser(uid);
    const cancelled = await settled(
      async () => ({
        asked: await dataOf(asked.ref),
        offered: await dataOf(offered.ref),
        slot: (await asked.slot.get()).exists,
      }),
      (found) => found.asked.status === 'cancelled' && found.offered.status === 'cancelled' && !found.slot,
    );
    expect(cancelled.asked).toMatchObject({
      requesterName: FORMER_MEMBER,
      ownerName: 'Olga',
      reason: ACCOUNT_CLOSED_REASON,
      changedBy: uid,
      unseenBy: [`owner-${run}`],
    });
    expect(cancelled.offered).toMatchObject({
      ownerName: FORMER_MEMBER,
      requesterName: 'Hal',
      unseenBy: [`hunter-${run}`],
    });
    expect(cancelled.slot).toBe(false);
    expect(await dataOf(past.ref)).toMatchObject({ status: 'confirmed', requesterName: FORMER_MEMBER });
    expect(await dataOf(bystander.ref)).toMatchObject({ status: 'confirmed', requesterName: 'Hal', ownerName: 'Olga' });
    expect((await bystander.slot.get()).exists).toBe(true);
    expect((await db.doc(`viewingTimes/own-${run}`).get()).exists).toBe(false);
    expect((await digest.get()).exists).toBe(false);
  });

  test('a deleted home: its viewings to come cancelled as its owner’s doing, its times deleted', async () => {
    const listingId = `gone-${run}`;
    await db.doc(`listings/${listingId}`).set({ type: 'rent', name: 'Gone home', userRef: `owner-${run}` });
    await db.doc(`viewingTimes/${listingId}`).set({ ownerId: `owner-${run}`, days: [1], from: '09:00', to: '10:00' });
    const soon = Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR;
    const booked = await writeViewing(
      `booked-${run}`,
      listingId,
      { owner: `owner-${run}`, requester: `h-${run}` },
      soon,
    );

    await db.doc(`listings/${listingId}`).delete();
    const after = await settled(
      () => dataOf(booked.ref),
      (data) => data.status === 'cancelled',
    );
    expect(after).toMatchObject({ reason: HOME_GONE_REASON, changedBy: `owner-${run}`, unseenBy: [`h-${run}`] });
    expect(
      await settled(
        async () => (await booked.slot.get()).exists,
        (exists) => !exists,
      ),
    ).toBe(false);
    expect((await db.doc(`viewingTimes/${listingId}`).get()).exists).toBe(false);
  });
});
