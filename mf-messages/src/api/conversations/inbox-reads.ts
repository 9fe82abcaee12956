// The inbox: a person's conversations, newest activity first, a page at a time; marking one read
// (how many are unread the server counts into the person's badges: functions/src/inbox).
import { loadFirestore, signedInUid, type QueryDocumentSnapshot } from 'shared-firebase';
import { MESSAGE_LIMITS } from './message-limits.ts';
import { CONVERSATIONS, parseConversation, type Conversation } from './conversation-types.ts';

export interface InboxPage {
  conversations: Conversation[];
  /** Where the next page starts; undefined when there is none. */
  next: QueryDocumentSnapshot | undefined;
}

/** A page of the signed-in person's conversations (page size + 1 read, to know if there is more). */
export async function readInboxPage(after?: QueryDocumentSnapshot): Promise<InboxPage> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const size = MESSAGE_LIMITS.pageSize;
  const constraints = [
    sdk.where('participants', 'array-contains', uid),
    sdk.orderBy('lastAt', 'desc'),
    ...(after ? [sdk.startAfter(after)] : []),
    sdk.limit(size + 1),
  ];
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(sdk.db, CONVERSATIONS), ...constraints));
  const docs = snapshot.docs.slice(0, size);
  return {
    conversations: docs.flatMap((d) => parseConversation(d.id, d.data()) ?? []),
    next: snapshot.docs.length > size ? docs.at(-1) : undefined,
  };
}

/** Marks the conversation read for the signed-in person (only they leave its unread list). */
export async function markRead(conversationId: string): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  await sdk.updateDoc(sdk.doc(sdk.db, CONVERSATIONS, conversationId), { unreadFor: sdk.arrayRemove(uid) });
}
