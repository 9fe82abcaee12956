// The messages slice's own handler of a deleted account, in the Functions emulator (issue 87): on
// Firebase Authentication's event, the conversations stay for the other person, the one who left
// named as a former member and off the unread list; their sender's quota goes; nobody else's changes.
import { expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { FORMER_MEMBER } from './conversations-closed.ts';

const db = adminFirestore();
const run = Date.now().toString(36);

const conversation = (listingId: string, hunterId: string, landlordId: string) => ({
  listingId,
  listingName: 'A home',
  listingType: 'rent',
  listingPhoto: '',
  landlordId,
  landlordName: 'Lena',
  hunterId,
  hunterName: 'Hugo',
  participants: [hunterId, landlordId],
  createdAt: new Date(),
  lastAt: new Date(),
  lastText: 'Hello',
  lastSender: hunterId,
  unreadFor: [hunterId, landlordId],
});

test('a deleted account leaves its conversations to the other person, under a former member’s name', async () => {
  const { uid } = await adminAuth().createUser({ email: `leaving-${run}@example.com`, password: 'leaving-pass-1' });
  const asHunter = db.doc(`conversations/home-${run}_${uid}`);
  const asLandlord = db.doc(`conversations/own-${run}_other-hunter-${run}`);
  const others = db.doc(`conversations/home-${run}_bystander-${run}`);
  await asHunter.set(conversation(`home-${run}`, uid, `landlord-${run}`));
  await asLandlord.set(conversation(`own-${run}`, `other-hunter-${run}`, uid));
  await others.set(conversation(`home-${run}`, `bystander-${run}`, `landlord-${run}`));
  await db.doc(`messaging/${uid}`).set({ sent: 1 });

  await adminAuth().deleteUser(uid);
  const closed = async () => ({
    asHunter: (await asHunter.get()).data(),
    asLandlord: (await asLandlord.get()).data(),
    quota: (await db.doc(`messaging/${uid}`).get()).exists,
  });
  const after = await eventually(closed, (found) => !found.quota && found.asLandlord?.landlordName === FORMER_MEMBER);
  expect(after.asHunter).toMatchObject({
    hunterName: FORMER_MEMBER,
    landlordName: 'Lena',
    unreadFor: [`landlord-${run}`],
  });
  expect(after.asLandlord).toMatchObject({ landlordName: FORMER_MEMBER, hunterName: 'Hugo', lastText: 'Hello' });
  expect(after.asLandlord?.unreadFor).toEqual([`other-hunter-${run}`]);
  expect((await others.get()).data()).toMatchObject({ hunterName: 'Hugo', landlordName: 'Lena' });
});
