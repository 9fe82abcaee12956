// The enquiry count kept by the server in the Functions emulator: a new conversation about a
// listing counts it, written where only the listing's owner reads it; the listing deleted, its
// count goes too (issue 87: the count is this slice's own, kept apart from the editor's stats).
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { ENQUIRY_COUNTS } from './enquiry-count.ts';

const db = adminFirestore();
const listingId = `enquired-${Date.now().toString(36)}`;

const conversation = (hunterId: string) => ({
  listingId,
  listingName: 'Enquired home',
  listingType: 'rent',
  listingPhoto: '',
  landlordId: 'enquiry-landlord',
  landlordName: 'Lena',
  hunterId,
  hunterName: 'Hugo',
  participants: [hunterId, 'enquiry-landlord'],
  createdAt: new Date(),
  lastAt: new Date(),
  lastText: 'Hello',
  lastSender: hunterId,
  unreadFor: ['enquiry-landlord'],
});

describe('the enquiry count, kept by the server', () => {
  test('each new conversation about a listing counts one enquiry', async () => {
    await db.doc(`conversations/${listingId}_h1`).set(conversation('h1'));
    await db.doc(`conversations/${listingId}_h2`).set(conversation('h2'));
    const count = db.collection(ENQUIRY_COUNTS).doc(listingId);
    const stats = await eventually(
      async () => (await count.get()).data(),
      (s) => s?.enquiries === 2,
    );
    expect(stats).toEqual(expect.objectContaining({ landlordId: 'enquiry-landlord', enquiries: 2 }));
  });

  test('a deleted listing takes its count with it', async () => {
    const gone = `${listingId}-gone`;
    await db.doc(`listings/${gone}`).set({ name: 'Gone home', userRef: 'enquiry-landlord', type: 'rent' });
    await db.collection(ENQUIRY_COUNTS).doc(gone).set({ landlordId: 'enquiry-landlord', enquiries: 1 });
    await db.doc(`listings/${gone}`).delete();
    const left = await eventually(
      async () => (await db.collection(ENQUIRY_COUNTS).doc(gone).get()).exists,
      (exists) => !exists,
    );
    expect(left).toBe(false);
  });
});
