// A person's account deleted (issue 87): Firebase Authentication's own event, which nobody can
// forge. The account slice deletes the account (after the person's listings, which its page
// deletes with the owner verbs, saying what is left when something fails); each slice deletes its
// own data of that person in its own functions, here the listing editor's: their drafts, their
// publishing and edit quotas, and every photo they uploaded (a draft's, and any left behind).
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { auth } from 'firebase-functions/v1';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';

/** Deletes the drafts and quotas of `uid`; how many drafts went. */
export async function forgetOwner(db: Firestore, uid: string): Promise<number> {
  const drafts = await db.collection('listingDrafts').where('userRef', '==', uid).get();
  await Promise.all(drafts.docs.map((draft) => draft.ref.delete()));
  await db.collection('publishing').doc(uid).delete();
  await db.collection('editing').doc(uid).delete();
  return drafts.size;
}

/** Deletes every photo `uid` uploaded (their names start with their id: storage.rules), and its sizes. */
export async function forgetPhotos(uid: string): Promise<void> {
  await getStorage(adminApp())
    .bucket()
    .deleteFiles({ prefix: `images/${uid}-` });
}

export const editorAccountDeleted = auth.user().onDelete(async (user) => {
  const drafts = await forgetOwner(getFirestore(adminApp()), user.uid);
  await forgetPhotos(user.uid);
  logger.info('account deleted: its drafts, quotas and photos too', { drafts });
});
