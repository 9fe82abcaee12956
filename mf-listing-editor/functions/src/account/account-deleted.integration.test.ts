// The listing editor's own handler of a deleted account, in the Functions emulator (issue 87): on
// Firebase Authentication's event, the person's drafts, publishing and edit quotas and every photo
// they uploaded go; another person's stay.
import { expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { PNG_BYTES, STORAGE_OBJECTS, storedImages } from '../../../../backend/integration-fixtures.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const run = Date.now().toString(36);

/** Stores a photo of `uid` as an upload leaves it (past the rules, as the Storage emulator's owner). */
async function storePhoto(uid: string, name: string) {
  const response = await fetch(
    `${STORAGE_OBJECTS}?uploadType=media&name=${encodeURIComponent(`images/${uid}-${name}`)}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/png' },
      body: PNG_BYTES,
    },
  );
  expect(response.ok).toBe(true);
}

/** What the editor keeps of `uid`, counted. */
async function keptOf(uid: string) {
  return {
    drafts: (await db.collection('listingDrafts').where('userRef', '==', uid).get()).size,
    publishing: (await db.doc(`publishing/${uid}`).get()).exists,
    editing: (await db.doc(`editing/${uid}`).get()).exists,
    photos: (await storedImages(uid)).length,
  };
}

async function keep(uid: string) {
  await db.doc(`listingDrafts/${uid}_0`).set({ name: 'A draft', userRef: uid, imgUrls: [], timestamp: new Date() });
  await db.doc(`publishing/${uid}`).set({ windowStart: new Date(), count: 1 });
  await db.doc(`editing/${uid}`).set({ windowStart: new Date(), count: 1 });
  await storePhoto(uid, `draft-${run}.png`);
}

test('a deleted account takes its drafts, quotas and photos with it', async () => {
  const { uid } = await adminAuth().createUser({ email: `owner-${run}@example.com`, password: 'leaving-pass-1' });
  const stays = `staying-owner-${run}`;
  await keep(uid);
  await keep(stays);
  const all = { drafts: 1, publishing: true, editing: true, photos: 1 };
  expect(await keptOf(uid)).toEqual(all);

  await adminAuth().deleteUser(uid);
  const none = { drafts: 0, publishing: false, editing: false, photos: 0 };
  expect(
    await eventually(
      () => keptOf(uid),
      (kept) => JSON.stringify(kept) === JSON.stringify(none),
    ),
  ).toEqual(none);
  expect(await keptOf(stays)).toEqual(all);
});
