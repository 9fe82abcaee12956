// A person's account deleted (issue 87): Firebase Authentication's own event, which nobody can
// forge. Each slice deletes or closes its own data of that person in its own functions, here the
// messages slice's. A conversation is the other person's record too, so it stays for them, with
// the one who left named as a former member and taken off its unread list; the sender's quota,
// the leaver's alone, goes.
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { auth } from 'firebase-functions/v1';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';

/** How a person who closed their account is named in the conversations of others. */
export const FORMER_MEMBER = 'A former member';

/** Closes what this slice keeps of `uid`; how many conversations they were in. */
export async function closeConversationsOf(db: Firestore, uid: string): Promise<number> {
  const theirs = await db.collection('conversations').where('participants', 'array-contains', uid).get();
  const writer = db.bulkWriter();
  for (const conversation of theirs.docs) {
    const name =
      conversation.get('landlordId') === uid ? { landlordName: FORMER_MEMBER } : { hunterName: FORMER_MEMBER };
    void writer.update(conversation.ref, { ...name, unreadFor: FieldValue.arrayRemove(uid) });
  }
  void writer.delete(db.collection('messaging').doc(uid));
  await writer.close();
  return theirs.size;
}

export const messagesAccountDeleted = auth.user().onDelete(async (user) => {
  const conversations = await closeConversationsOf(getFirestore(adminApp()), user.uid);
  logger.info('account deleted: its name gone from its conversations, its quota deleted', { conversations });
});
