// A person's account deleted (issue 87): Firebase Authentication's own event, which nobody can
// forge. The account slice deletes the account; each slice deletes its own data of that person in
// its own functions, here the browsing slice's: their saved homes, their notes of the listings they
// reported (the reports stay, for the administrators), their alerts and their saved searches.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { auth } from 'firebase-functions/v1';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';

/** Deletes what this slice keeps of `uid`; how many saved searches went. */
export async function forgetPerson(db: Firestore, uid: string): Promise<number> {
  await db.recursiveDelete(db.collection(`users/${uid}/saved`));
  await db.recursiveDelete(db.collection(`users/${uid}/reported`));
  await db.recursiveDelete(db.collection(`users/${uid}/notifications`));
  const searches = await db.collection('savedSearches').where('owner', '==', uid).get();
  await Promise.all(searches.docs.map((search) => search.ref.delete()));
  return searches.size;
}

export const browseAccountDeleted = auth.user().onDelete(async (user) => {
  const searches = await forgetPerson(getFirestore(adminApp()), user.uid);
  logger.info('account deleted: its saved homes, reported notes, alerts and saved searches too', { searches });
});
