// The browsing slice's own handler of a deleted account, in the Functions emulator (issue 87): on
// Firebase Authentication's event, the person's saved homes, reported notes, alerts and saved
// searches go; another person's stay.
import { expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const run = Date.now().toString(36);

/** What the browsing slice keeps of `uid`, counted. */
async function keptOf(uid: string) {
  return {
    saved: (await db.collection(`users/${uid}/saved`).get()).size,
    reported: (await db.collection(`users/${uid}/reported`).get()).size,
    alerts: (await db.collection(`users/${uid}/notifications`).get()).size,
    searches: (await db.collection('savedSearches').where('owner', '==', uid).get()).size,
  };
}

async function keep(uid: string) {
  await db.doc(`users/${uid}/saved/home-${run}`).set({ name: 'Saved', savedAt: new Date() });
  await db.doc(`users/${uid}/reported/home-${run}`).set({ reportedAt: new Date() });
  await db.doc(`users/${uid}/notifications/${uid}_0_home`).set({ read: false, createdAt: new Date() });
  await db.doc(`savedSearches/${uid}_0`).set({ owner: uid, name: 'Lyon', query: 'q=Lyon' });
}

test('a deleted account takes its saved homes, reported notes, alerts and saved searches with it', async () => {
  const { uid } = await adminAuth().createUser({ email: `browser-${run}@example.com`, password: 'leaving-pass-1' });
  const stays = `staying-${run}`;
  await keep(uid);
  await keep(stays);
  expect(await keptOf(uid)).toEqual({ saved: 1, reported: 1, alerts: 1, searches: 1 });

  await adminAuth().deleteUser(uid);
  const none = { saved: 0, reported: 0, alerts: 0, searches: 0 };
  expect(
    await eventually(
      () => keptOf(uid),
      (kept) => JSON.stringify(kept) === JSON.stringify(none),
    ),
  ).toEqual(none);
  expect(await keptOf(stays)).toEqual({ saved: 1, reported: 1, alerts: 1, searches: 1 });
});
