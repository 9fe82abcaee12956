// The bell's count kept by the server in the Functions emulator (issue 53): a new alert counts,
// reading it or deleting it counts again, in the person's badges document.
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const uid = `bell-${Date.now().toString(36)}`;

const alert = (listingId: string) => ({
  listingId,
  listingName: 'A flat',
  listingType: 'rent',
  searchName: 'Flats',
  reason: 'New home for your search',
  createdAt: new Date(),
  read: false,
});

/** The bell's count once it is `expected` (or its last value after 20 s). */
const bellCount = (expected: number) =>
  eventually(
    async () => (await db.doc(`badges/${uid}`).get()).data()?.alerts as unknown,
    (count) => count === expected,
  );

describe('the bell’s count, kept by the server', () => {
  test('new alerts count; one read or deleted counts again', async () => {
    await db.doc(`users/${uid}/notifications/s_1`).set(alert('l1'));
    await db.doc(`users/${uid}/notifications/s_2`).set(alert('l2'));
    await db.doc(`users/${uid}/notifications/s_3`).set({ ...alert('l3'), read: true });
    expect(await bellCount(2)).toBe(2);

    await db.doc(`users/${uid}/notifications/s_1`).update({ read: true });
    expect(await bellCount(1)).toBe(1);

    await db.doc(`users/${uid}/notifications/s_2`).delete();
    expect(await bellCount(0)).toBe(0);
  });
});
