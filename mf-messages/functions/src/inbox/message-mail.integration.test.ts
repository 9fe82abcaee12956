// A conversation's e-mail in the Functions emulator (issues 85, 88): in the recipient's language,
// one a conversation until it is read, a day's quota from one person to another, none turned off.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { MESSAGE_MAILS_PER_DAY } from './message-mail.ts';

const db = adminFirestore();
const stamp = Date.now().toString(36);

const mailsTo = async (uid: string) =>
  (await db.collection('mail').where('uid', '==', uid).get()).docs
    .map((d) => ({
      at: (d.get('createdAt') as Timestamp).toMillis(),
      ...(d.get('message') as { subject: string; html: string }),
    }))
    .sort((a, b) => a.at - b.at);

/** Waits for the Inbox's count of `uid` to say `count` (the server has handled the change by then). */
const counted = (uid: string, count: number) =>
  eventually(
    async () => (await db.doc(`badges/${uid}`).get()).get('inbox') as unknown,
    (n) => n === count,
  );

const person = async (uid: string, locale?: string) => {
  await adminAuth().createUser({ uid, email: `${uid}@example.com`, emailVerified: true });
  await db.doc(`users/${uid}`).set({ name: uid, ...(locale ? { locale } : {}), timestamp: Timestamp.now() });
};

/** A hunter's enquiry about a home of `landlord`'s, as mf-messages' page writes it. */
function enquire(id: string, landlord: string, hunter: string, text: string) {
  return db.doc(`conversations/${id}`).set({
    listingId: `mail-home-${stamp}`,
    listingName: 'Flat by the Elbe',
    listingType: 'rent',
    listingPhoto: '',
    landlordId: landlord,
    landlordName: 'Greta',
    hunterId: hunter,
    hunterName: 'Harry',
    participants: [hunter, landlord],
    createdAt: Timestamp.now(),
    lastAt: Timestamp.now(),
    lastText: text,
    lastSender: hunter,
    unreadFor: [landlord],
  });
}

const write = (id: string, from: string, to: string, text: string) =>
  db.doc(`conversations/${id}`).update({ lastAt: Timestamp.now(), lastText: text, lastSender: from, unreadFor: [to] });

describe('the e-mail of a conversation’s news', () => {
  test('an enquiry from an English speaker to a German landlord sends German mail, once until it is read', async () => {
    const landlord = `mail-landlord-de-${stamp}`;
    const hunter = `mail-hunter-en-${stamp}`;
    await person(landlord, 'de');
    await person(hunter);
    const id = `mail-home-${stamp}_${hunter}`;
    await enquire(id, landlord, hunter, 'Is it still free? <b>Call me</b>');
    const [first] = await eventually(
      () => mailsTo(landlord),
      (found) => found.length >= 1,
    );
    expect(first?.subject).toBe('Neue Anfrage zu deiner Immobilie');
    expect(first?.html).toContain('Harry hat dir zu „Flat by the Elbe“ geschrieben:');
    expect(first?.html).toContain('Is it still free? &lt;b&gt;Call me&lt;/b&gt;');
    expect(first?.html).toContain(`/inbox/${id}">Lesen und antworten</a>`);

    // A second message while the first is unread: the Inbox counts it, no second e-mail.
    await write(id, hunter, landlord, 'Also, is there a garden?');
    await counted(landlord, 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(landlord)).toHaveLength(1);

    // The landlord reads it and replies: the hunter's e-mail is in English, theirs.
    await write(id, landlord, hunter, 'Ja, there is.');
    const [reply] = await eventually(
      () => mailsTo(hunter),
      (found) => found.length >= 1,
    );
    expect(reply?.subject).toBe('New message in your inbox');
    expect(reply?.html).toContain('Greta wrote about “Flat by the Elbe”:');
    await Promise.all([adminAuth().deleteUser(landlord), adminAuth().deleteUser(hunter)]);
  }, 90_000);

  test(`one person's messages mail another ${MESSAGE_MAILS_PER_DAY} times a day at most; none when turned off`, async () => {
    const landlord = `mail-landlord-q-${stamp}`;
    const hunter = `mail-hunter-q-${stamp}`;
    await person(landlord);
    await person(hunter);
    const id = `mail-quota-${stamp}_${hunter}`;
    await enquire(id, landlord, hunter, 'Hello');
    await eventually(
      () => mailsTo(landlord),
      (found) => found.length >= 1,
    );
    // Read and written to again, and again: each is news, until the day's e-mails are used up.
    for (let n = 0; n < MESSAGE_MAILS_PER_DAY + 2; n += 1) {
      await db.doc(`conversations/${id}`).update({ unreadFor: [] });
      await counted(landlord, 0);
      await write(id, hunter, landlord, `Message ${n}`);
      await counted(landlord, 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(landlord)).toHaveLength(MESSAGE_MAILS_PER_DAY);

    // The hunter turned "messages" off: the landlord's replies reach the Inbox only.
    await db.doc(`mailSettings/${hunter}`).set({ off: ['messages'], updatedAt: Timestamp.now() });
    await write(id, landlord, hunter, 'Come on Saturday');
    await counted(hunter, 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(hunter)).toHaveLength(0);
    await Promise.all([adminAuth().deleteUser(landlord), adminAuth().deleteUser(hunter)]);
  }, 120_000);
});
