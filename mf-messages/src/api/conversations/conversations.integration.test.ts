// Enquiries and the inbox through the real SDK against the local backend: a hunter enquires, the
// landlord sees it unread, reads it live, replies; the hunter's second enquiry goes to the same
// conversation; a let home takes none. Each run signs up its own two people.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAuth } from 'shared-firebase';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { photoAddressOf, signUpTester, writeListing } from '../../../../backend/integration-fixtures.mjs';
import type { Message } from './conversation-types.ts';
import { readEnquiryListing, readOwnEnquiry, readPersonName } from './enquiry-listing.ts';
import { markRead, readInboxPage } from './inbox-reads.ts';
import { listenToConversation } from './live-conversation.ts';
import { sendEnquiry, sendReply } from './send-message.ts';

const auth = await loadAuth();
const db = adminFirestore();

let landlord: { uid: string; email: string; password: string };
let hunter: { uid: string; email: string; password: string };
let listingId = '';
let letId = '';

const home = (name: string, uid: string) => ({
  type: 'rent' as const,
  name,
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '3 Enquiry Lane, Lyon',
  offer: false,
  regularPrice: 1100,
  geolocation: { lat: 45.76, lng: 4.83 },
  imgUrls: [photoAddressOf(uid)],
});

async function signIn(person: { email: string; password: string }) {
  await auth.signOut(auth.auth);
  await auth.signInWithEmailAndPassword(auth.auth, person.email, person.password);
}

beforeAll(async () => {
  landlord = await signUpTester(auth, 'landlord', { verified: true });
  hunter = await signUpTester(auth, 'hunter', { verified: true });
  await db.doc(`users/${landlord.uid}`).set({ name: 'Lena Landlord', email: landlord.email, timestamp: new Date() });
  await db.doc(`users/${hunter.uid}`).set({ name: 'Hugo Hunter', email: hunter.email, timestamp: new Date() });
  listingId = await writeListing(landlord.uid, home('Enquiry flat', landlord.uid));
  letId = await writeListing(landlord.uid, home('Let flat', landlord.uid));
  await db.doc(`listings/${letId}`).update({ status: 'let-agreed' });
});

describe('enquiries and the inbox through the real SDK', () => {
  test('a hunter enquires; the landlord has it unread, with the hunter’s name and no e-mail', async () => {
    await signIn(hunter);
    const listing = await readEnquiryListing(listingId);
    expect(listing).toMatchObject({ name: 'Enquiry flat', landlordId: landlord.uid, gone: false });
    expect(await readOwnEnquiry(listingId, hunter.uid)).toBeNull();
    const names = { mine: await readPersonName(hunter.uid), landlord: await readPersonName(landlord.uid) };
    const id = await sendEnquiry(
      listing!,
      names,
      '  Hello,\r\nis it still free?  ',
      { phone: '+33 6 12 34 56 78', moveIn: '2027-03-01' },
      null,
    );
    expect(id).toBe(`${listingId}_${hunter.uid}`);

    await signIn(landlord);
    const page = await readInboxPage();
    expect(page.conversations).toHaveLength(1);
    expect(page.conversations[0]).toMatchObject({
      listingName: 'Enquiry flat',
      hunterName: 'Hugo Hunter',
      lastText: 'Hello,\nis it still free?',
      unreadFor: [landlord.uid],
    });
    expect(JSON.stringify(page.conversations[0])).not.toContain(hunter.email);
  });

  test('the landlord reads it live, replies and marks it read; the hunter sees the reply come', async () => {
    const id = `${listingId}_${hunter.uid}`;
    const seen: Message[][] = [];
    const stop = listenToConversation(id, {
      onConversation: () => undefined,
      onMessages: (messages) => seen.push(messages),
      onError: (error) => {
        throw error;
      },
    });
    await expect.poll(() => seen.at(-1)?.length, { timeout: 10_000 }).toBe(1);
    expect(seen.at(-1)![0]).toMatchObject({
      text: 'Hello,\nis it still free?',
      phone: '+33 6 12 34 56 78',
      moveIn: '2027-03-01',
    });
    const [conversation] = (await readInboxPage()).conversations;
    await sendReply(conversation!, 'Yes. Visits on Saturday.');
    await expect
      .poll(() => seen.at(-1)?.map((m) => m.text), { timeout: 10_000 })
      .toEqual(['Hello,\nis it still free?', 'Yes. Visits on Saturday.']);
    stop();
    await markRead(id);
    // Unread for the hunter only (the server counts it into their badges: functions/src/inbox).
    expect((await readInboxPage()).conversations[0]?.unreadFor).toEqual([hunter.uid]);

    await signIn(hunter);
    expect((await readInboxPage()).conversations[0]?.unreadFor).toEqual([hunter.uid]);
  });

  test('a second enquiry about the same home goes to the same conversation', async () => {
    const existing = await readOwnEnquiry(listingId, hunter.uid);
    expect(existing).not.toBeNull();
    const listing = await readEnquiryListing(listingId);
    const id = await sendEnquiry(
      listing!,
      { mine: 'Hugo Hunter', landlord: 'Lena Landlord' },
      'Are pets allowed?',
      { phone: '', moveIn: '' },
      existing,
    );
    expect(id).toBe(existing!.id);
    expect((await readInboxPage()).conversations).toHaveLength(1);
  });

  test('a let home takes no new enquiry, and the landlord cannot enquire about their own', async () => {
    const let_ = await readEnquiryListing(letId);
    expect(let_?.gone).toBe(true);
    await expect(
      sendEnquiry(let_!, { mine: 'Hugo Hunter', landlord: 'Lena Landlord' }, 'Hi', { phone: '', moveIn: '' }, null),
    ).rejects.toThrow();
    await signIn(landlord);
    const own = await readEnquiryListing(listingId);
    await expect(
      sendEnquiry(own!, { mine: 'Lena Landlord', landlord: 'Lena Landlord' }, 'Hi', { phone: '', moveIn: '' }, null),
    ).rejects.toThrow();
  });
});
