// A conversation and its messages as the pages use them, parsed from what Firestore gives (the
// lite SDK's and the listening SDK's documents alike).
import type { ListingType } from 'listing-domain';

export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';
export const MESSAGING = 'messaging';

export interface Conversation {
  id: string;
  listingId: string;
  listingName: string;
  listingType: ListingType;
  listingPhoto: string;
  landlordId: string;
  landlordName: string;
  hunterId: string;
  hunterName: string;
  lastAt: Date | null;
  lastText: string;
  lastSender: string;
  unreadFor: string[];
}

export interface Message {
  id: string;
  senderId: string;
  text: string;
  sentAt: Date | null;
  phone?: string;
  moveIn?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A Firestore Timestamp (either SDK's) as a Date; null for anything else (a time not written yet). */
function dateOf(value: unknown): Date | null {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;
}

export function parseConversation(id: string, data: unknown): Conversation | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.listingId !== 'string' || typeof d.landlordId !== 'string' || typeof d.hunterId !== 'string')
    return null;
  return {
    id,
    listingId: d.listingId,
    listingName: text(d.listingName),
    listingType: d.listingType === 'sale' ? 'sale' : 'rent',
    listingPhoto: text(d.listingPhoto),
    landlordId: d.landlordId,
    landlordName: text(d.landlordName),
    hunterId: d.hunterId,
    hunterName: text(d.hunterName),
    lastAt: dateOf(d.lastAt),
    lastText: text(d.lastText),
    lastSender: text(d.lastSender),
    unreadFor: Array.isArray(d.unreadFor) ? d.unreadFor.filter((u): u is string => typeof u === 'string') : [],
  };
}

export function parseMessage(id: string, data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.senderId !== 'string' || typeof d.text !== 'string') return null;
  return {
    id,
    senderId: d.senderId,
    text: d.text,
    sentAt: dateOf(d.sentAt),
    ...(typeof d.phone === 'string' ? { phone: d.phone } : {}),
    ...(typeof d.moveIn === 'string' ? { moveIn: d.moveIn } : {}),
  };
}

/** The other person of a conversation, as `uid` sees it. */
export function otherPerson(conversation: Conversation, uid: string): { id: string; name: string; role: string } {
  return conversation.hunterId === uid
    ? { id: conversation.landlordId, name: conversation.landlordName, role: 'Landlord' }
    : { id: conversation.hunterId, name: conversation.hunterName, role: 'Enquirer' };
}

/** The conversation of `uid` about a listing: one per person and home. */
export const conversationIdOf = (listingId: string, uid: string) => `${listingId}_${uid}`;
