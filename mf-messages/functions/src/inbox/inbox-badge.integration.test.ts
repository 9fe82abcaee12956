// The Inbox's count kept by the server in the Functions emulator (issue 53): a new conversation
// counts for the person it is unread for, a reply for the other, a read one counts no more; both
// people's inboxes are told when it changed.
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const stamp = Date.now().toString(36);
const landlord = `inbox-landlord-${stamp}`;
const hunter = `inbox-hunter-${stamp}`;
const conversationId = `inbox-listing-${stamp}_${hunter}`;

/** A person's badges once `ok` holds of them (or the last read after 20 s). */
const badgesOf = (uid: string, ok: (badges: Record<string, unknown>) => boolean) =>
  eventually(async () => (await db.doc(`badges/${uid}`).get()).data() ?? {}, ok);

const millis = (value: unknown) => (value as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;

describe('the Inbox’s count, kept by the server', () => {
  test('unread for the one written to; read, counted no more; both told of each change', async () => {
    await db.doc(`conversations/${conversationId}`).set({
      listingId: `inbox-listing-${stamp}`,
      listingName: 'Counted flat',
      listingType: 'rent',
      listingPhoto: '',
      landlordId: landlord,
      landlordName: 'Lena',
      hunterId: hunter,
      hunterName: 'Hugo',
      participants: [hunter, landlord],
      createdAt: new Date(),
      lastAt: new Date(),
      lastText: 'Hello',
      lastSender: hunter,
      unreadFor: [landlord],
    });
    const landlordFirst = await badgesOf(landlord, (b) => b.inbox === 1);
    expect(landlordFirst.inbox).toBe(1);
    const hunterFirst = await badgesOf(hunter, (b) => b.inbox === 0 && millis(b.inboxAt) > 0);
    expect(hunterFirst.inbox).toBe(0);
    expect(millis(hunterFirst.inboxAt)).toBeGreaterThan(0);

    // The landlord reads it and replies: theirs counts nothing, the hunter's one.
    await db.doc(`conversations/${conversationId}`).update({ unreadFor: [hunter], lastSender: landlord });
    expect((await badgesOf(landlord, (b) => b.inbox === 0)).inbox).toBe(0);
    const hunterNext = await badgesOf(hunter, (b) => b.inbox === 1);
    expect(hunterNext.inbox).toBe(1);
    expect(millis(hunterNext.inboxAt)).toBeGreaterThan(millis(hunterFirst.inboxAt));
  });
});
