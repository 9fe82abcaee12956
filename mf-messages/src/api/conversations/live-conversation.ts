// A conversation as it changes: the conversation itself (who has read it) and its newest messages,
// listened to with the full SDK (loadLiveFirestore); older messages are read a page at a time.
import { loadFirestore, loadLiveFirestore } from 'shared-firebase';
import { MESSAGE_LIMITS } from './message-limits.ts';
import {
  CONVERSATIONS,
  MESSAGES,
  parseConversation,
  parseMessage,
  type Conversation,
  type Message,
} from './conversation-types.ts';

export interface ConversationListener {
  /** The conversation (null: there is none, or it is not this person's). */
  onConversation: (conversation: Conversation | null) => void;
  /** The newest messages, oldest first; `more`: whether older ones exist. */
  onMessages: (messages: Message[], more: boolean) => void;
  onError: (error: unknown) => void;
}

/** Listens to a conversation and its newest page of messages; returns how to stop. */
export function listenToConversation(conversationId: string, listener: ConversationListener): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  void loadLiveFirestore().then((sdk) => {
    if (stopped) return;
    const size = MESSAGE_LIMITS.pageSize;
    stops.push(
      sdk.onSnapshot(
        sdk.doc(sdk.db, CONVERSATIONS, conversationId),
        (snapshot) =>
          listener.onConversation(snapshot.exists() ? parseConversation(snapshot.id, snapshot.data()) : null),
        listener.onError,
      ),
      sdk.onSnapshot(
        sdk.query(
          sdk.collection(sdk.db, CONVERSATIONS, conversationId, MESSAGES),
          sdk.orderBy('sentAt', 'desc'),
          sdk.limit(size + 1),
        ),
        (snapshot) => {
          const docs = snapshot.docs.slice(0, size);
          const messages = docs.flatMap((d) => parseMessage(d.id, d.data({ serverTimestamps: 'estimate' })) ?? []);
          listener.onMessages(messages.reverse(), snapshot.docs.length > size);
        },
        listener.onError,
      ),
    );
  }, listener.onError);
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

/** The page of messages sent before `before`, oldest first; `more`: whether older ones exist. */
export async function readOlderMessages(
  conversationId: string,
  before: Date,
): Promise<{ messages: Message[]; more: boolean }> {
  const sdk = await loadFirestore();
  const size = MESSAGE_LIMITS.pageSize;
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(sdk.db, CONVERSATIONS, conversationId, MESSAGES),
      sdk.orderBy('sentAt', 'desc'),
      sdk.startAfter(sdk.Timestamp.fromDate(before)),
      sdk.limit(size + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, size);
  return {
    messages: docs.flatMap((d) => parseMessage(d.id, d.data()) ?? []).reverse(),
    more: snapshot.docs.length > size,
  };
}
