// Sending: an enquiry (which opens the conversation about a home) and a reply. Each message is one
// batch: the message, its conversation (the last message, who has not read it) and the sender's
// quota, as firebase/firestore.rules requires.
import { errorCode } from 'listing-domain';
import { loadFirestore, signedInUid, type FirestoreSdk } from 'shared-firebase';
import { cleanMessage } from './message-text.ts';
import { CONVERSATIONS, MESSAGES, MESSAGING, conversationIdOf, type Conversation } from './conversation-types.ts';
import { SendLimitError } from './send-error.ts';
import { nextQuota, type QuotaStep, type SenderQuota } from './sender-quota.ts';
import type { EnquiryListing } from './enquiry-listing.ts';

/** The sender must wait (the rules' limits): `message` says how long. */
export interface EnquiryExtras {
  /** '' for none. */
  phone: string;
  /** YYYY-MM-DD, '' for none. */
  moveIn: string;
}

const millis = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toMillis' in value
    ? (value as { toMillis: () => number }).toMillis()
    : 0;

async function quotaOf(sdk: FirestoreSdk, uid: string): Promise<SenderQuota | undefined> {
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, MESSAGING, uid));
  const data = snapshot.data();
  if (!data) return undefined;
  return {
    minuteStart: millis(data.minuteStart),
    sent: Number(data.sent) || 0,
    hourStart: millis(data.hourStart),
    started: Number(data.started) || 0,
  };
}

function quotaDocument(sdk: FirestoreSdk, step: QuotaStep, conversationId: string, messageId: string) {
  const time = (value: number | 'now') => (value === 'now' ? sdk.serverTimestamp() : sdk.Timestamp.fromMillis(value));
  return {
    minuteStart: time(step.minuteStart),
    sent: step.sent,
    hourStart: time(step.hourStart),
    started: step.started,
    lastConversation: conversationId,
    lastMessage: messageId,
  };
}

/**
 * Writes one message with its conversation change and the quota. A refusal after a step that
 * counted on the running minute is tried once more with a new minute (the server's clock saw it
 * over); a second refusal is thrown.
 */
async function sendBatch(
  uid: string,
  conversationId: string,
  opens: boolean,
  write: (sdk: FirestoreSdk, batch: ReturnType<FirestoreSdk['writeBatch']>, messageId: string) => void,
): Promise<void> {
  const sdk = await loadFirestore();
  const before = await quotaOf(sdk, uid);
  for (const trustMinute of [true, false]) {
    const outcome = nextQuota(before, opens, Date.now(), trustMinute);
    if ('wait' in outcome) throw new SendLimitError(outcome.wait, outcome.seconds);
    const messageId = sdk.doc(sdk.collection(sdk.db, CONVERSATIONS, conversationId, MESSAGES)).id;
    const batch = sdk.writeBatch(sdk.db);
    write(sdk, batch, messageId);
    batch.set(sdk.doc(sdk.db, MESSAGING, uid), quotaDocument(sdk, outcome.step, conversationId, messageId));
    try {
      await batch.commit();
      return;
    } catch (error) {
      const countedOn = outcome.step.minuteStart !== 'now';
      if (!trustMinute || !countedOn || errorCode(error) !== 'permission-denied') throw error;
    }
  }
}

function messageFields(sdk: FirestoreSdk, uid: string, text: string, extras?: EnquiryExtras) {
  const phone = extras?.phone.trim() ?? '';
  return {
    senderId: uid,
    text,
    sentAt: sdk.serverTimestamp(),
    ...(phone ? { phone } : {}),
    ...(extras?.moveIn ? { moveIn: extras.moveIn } : {}),
  };
}

/**
 * Sends an enquiry about `listing`: opens the conversation, or adds to the one this person
 * already has about it. Returns the conversation's id.
 */
export async function sendEnquiry(
  listing: EnquiryListing,
  names: { mine: string; landlord: string },
  typed: string,
  extras: EnquiryExtras,
  existing: Conversation | null,
): Promise<string> {
  const uid = await signedInUid();
  if (existing) {
    await sendReply(existing, typed, extras);
    return existing.id;
  }
  const conversationId = conversationIdOf(listing.id, uid);
  const text = cleanMessage(typed);
  await sendBatch(uid, conversationId, true, (sdk, batch, messageId) => {
    const now = sdk.serverTimestamp();
    batch.set(sdk.doc(sdk.db, CONVERSATIONS, conversationId), {
      listingId: listing.id,
      listingName: listing.name,
      listingType: listing.type,
      listingPhoto: listing.photo,
      landlordId: listing.landlordId,
      landlordName: names.landlord,
      hunterId: uid,
      hunterName: names.mine,
      participants: [uid, listing.landlordId],
      createdAt: now,
      lastAt: now,
      lastText: text,
      lastSender: uid,
      unreadFor: [listing.landlordId],
    });
    batch.set(
      sdk.doc(sdk.db, CONVERSATIONS, conversationId, MESSAGES, messageId),
      messageFields(sdk, uid, text, extras),
    );
  });
  return conversationId;
}

/** Sends a message in a conversation the signed-in person is part of. */
export async function sendReply(conversation: Conversation, typed: string, extras?: EnquiryExtras): Promise<void> {
  const uid = await signedInUid();
  const text = cleanMessage(typed);
  const other = conversation.hunterId === uid ? conversation.landlordId : conversation.hunterId;
  await sendBatch(uid, conversation.id, false, (sdk, batch, messageId) => {
    batch.update(sdk.doc(sdk.db, CONVERSATIONS, conversation.id), {
      lastAt: sdk.serverTimestamp(),
      lastText: text,
      lastSender: uid,
      unreadFor: [other],
    });
    batch.set(
      sdk.doc(sdk.db, CONVERSATIONS, conversation.id, MESSAGES, messageId),
      messageFields(sdk, uid, text, extras),
    );
  });
}
