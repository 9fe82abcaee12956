// The inbox: a person's conversations, newest activity first, a page at a time; how many they
// have not read; marking one read.
import { loadFirestore, signedInUid, type FirestoreSdk, type QueryDocumentSnapshot } from 'shared-firebase';
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

/** The most the unread count reads; more shows as "50+" (the rules bound every list to 50). */
export const UNREAD_COUNT_LIMIT = 50;

function unreadQuery(sdk: FirestoreSdk, uid: string) {
  return sdk.query(
    sdk.collection(sdk.db, CONVERSATIONS),
    sdk.where('unreadFor', 'array-contains', uid),
    sdk.limit(UNREAD_COUNT_LIMIT),
  );
}

/** How many of the signed-in person's conversations have a message they have not read (a count: one read). */
export async function readUnreadCount(uid: string): Promise<number> {
  const sdk = await loadFirestore();
  const count = await sdk.getCount(unreadQuery(sdk, uid));
  return count.data().count;
}

/** Marks the conversation read for the signed-in person (only they leave its unread list). */
export async function markRead(conversationId: string): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  await sdk.updateDoc(sdk.doc(sdk.db, CONVERSATIONS, conversationId), { unreadFor: sdk.arrayRemove(uid) });
  announceInboxChange();
}

const INBOX_CHANGED = 'marketplace:inbox-changed';

/** Tells this remote's parts on the page (the nav's count) that the inbox changed. */
export function announceInboxChange(): void {
  if (typeof window === 'undefined') return; // Node (tests): no page to tell
  window.dispatchEvent(new Event(INBOX_CHANGED));
}

/** Hears the inbox changes announced on the page; returns how to stop. */
export function onInboxChange(listener: () => void): () => void {
  window.addEventListener(INBOX_CHANGED, listener);
  return () => window.removeEventListener(INBOX_CHANGED, listener);
}
