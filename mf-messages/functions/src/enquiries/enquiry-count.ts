// How many people enquired about a listing (issue 36), for its owner: counted by the server, so no
// client writes it (firestore.rules: enquiryCounts is read by the owner, written by nobody). On
// every new conversation the count is taken again from the conversations themselves (one count
// aggregation), so a replayed or retried event writes the same number. The counts are this slice's
// own (issue 87: `enquiryCounts/{listingId}`, published to the listing's page); a listing deleted
// (the editor's collection, which it publishes) takes its count with it.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { parseConversation } from '../../../../listing-domain/src/conversation-schema.ts';

/** Where the count of enquiries about a listing is kept, by the listing's id. */
export const ENQUIRY_COUNTS = 'enquiryCounts';

/** Counts the conversations about `listingId` and writes the count beside its owner's id. */
export async function recountEnquiries(listingId: string, landlordId: string): Promise<number> {
  const db = getFirestore(adminApp());
  const counted = await db.collection('conversations').where('listingId', '==', listingId).count().get();
  const enquiries = counted.data().count;
  await db.collection(ENQUIRY_COUNTS).doc(listingId).set({ landlordId, enquiries, countedAt: new Date() });
  return enquiries;
}

export const enquiryOpened = onDocumentCreated('conversations/{conversationId}', async (event) => {
  const conversation = event.data ? parseConversation(event.data.id, event.data.data()) : null;
  if (!conversation) return;
  await recountEnquiries(conversation.listingId, conversation.landlordId);
});

export const enquiryCountListingGone = onDocumentDeleted('listings/{listingId}', async (event) => {
  await getFirestore(adminApp()).collection(ENQUIRY_COUNTS).doc(event.params.listingId).delete();
});
