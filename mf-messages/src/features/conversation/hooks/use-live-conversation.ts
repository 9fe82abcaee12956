import { useEffect, useState } from 'react';
import type { Conversation, Message } from '../../../api/conversations/conversation-types.ts';

export type LiveConversation =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; conversation: Conversation; messages: Message[]; more: boolean };

/**
 * A conversation and its newest messages as they change (new messages appear without a reload),
 * while `uid` is signed in. `missing`: there is none, or it is not theirs.
 */
export function useLiveConversation(conversationId: string, uid: string | undefined): LiveConversation {
  const [conversation, setConversation] = useState<Conversation | null | undefined>(undefined);
  const [messages, setMessages] = useState<{ list: Message[]; more: boolean } | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    void import('../../../api/conversations/live-conversation.ts').then(({ listenToConversation }) => {
      if (!active) return;
      stop = listenToConversation(conversationId, {
        onConversation: setConversation,
        onMessages: (list, more) => setMessages({ list, more }),
        onError: () => setFailed(true),
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [conversationId, uid]);

  if (failed || conversation === null) return { state: 'missing' };
  if (!conversation || !messages) return { state: 'loading' };
  return { state: 'ready', conversation, messages: messages.list, more: messages.more };
}
