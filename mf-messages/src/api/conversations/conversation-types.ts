// A conversation and its messages as the pages use them, parsed from what Firestore gives (the
// lite SDK's and the listening SDK's documents alike) with listing-domain's schemas.
import type { Conversation } from 'listing-domain';

export { parseConversation, parseMessage, type Conversation, type Message } from 'listing-domain';

export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';
export const MESSAGING = 'messaging';

/** The other person of a conversation, as `uid` sees it. */
export function otherPerson(
  conversation: Conversation,
  uid: string,
): { id: string; name: string; role: 'landlord' | 'enquirer' } {
  return conversation.hunterId === uid
    ? { id: conversation.landlordId, name: conversation.landlordName, role: 'landlord' }
    : { id: conversation.hunterId, name: conversation.hunterName, role: 'enquirer' };
}

/** The conversation of `uid` about a listing: one per person and home. */
export const conversationIdOf = (listingId: string, uid: string) => `${listingId}_${uid}`;
