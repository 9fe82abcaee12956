// The enquiry count kept by the server in the Functions emulator: a new conversation about a
// listing counts it, written where only the listing's owner reads it.
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

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
    const stats = await eventually(
      async () => (await db.doc(`listingStats/${listingId}`).get()).data(),
      (s) => s?.enquiries === 2,
    );
    expect(stats).toEqual(expect.objectContaining({ landlordId: 'enquiry-landlord', enquiries: 2 }));
  });
});
