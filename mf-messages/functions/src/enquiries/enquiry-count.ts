// How many people enquired about a listing (issue 36), for its owner: counted by the server, so no
// client writes it (firestore.rules: listingStats is read by the owner, written by nobody). On
// every new conversation the count is taken again from the conversations themselves (one count
// aggregation), so a replayed or retried event writes the same number.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { parseConversation } from '../../../../listing-domain/src/conversation-schema.ts';

/** Counts the conversations about `listingId` and writes the count beside its owner's id. */
export async function recountEnquiries(listingId: string, landlordId: string): Promise<number> {
  const db = getFirestore(adminApp());
  const counted = await db.collection('conversations').where('listingId', '==', listingId).count().get();
  const enquiries = counted.data().count;
  await db.doc(`listingStats/${listingId}`).set({ landlordId, enquiries, countedAt: new Date() });
  return enquiries;
}

export const enquiryOpened = onDocumentCreated('conversations/{conversationId}', async (event) => {
  const conversation = event.data ? parseConversation(event.data.id, event.data.data()) : null;
  if (!conversation) return;
  await recountEnquiries(conversation.listingId, conversation.landlordId);
});
