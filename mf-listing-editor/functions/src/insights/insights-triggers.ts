// A listing's saves, enquiries and viewing requests, counted for its owner's insights (issue 52) as
// each is made: a saved home (browsing slice: users/{uid}/saved/{listingId}), a conversation
// (messages slice: conversations/{id}, one per person and home) and a viewing request (viewings
// slice: viewings/{id}), each naming its listing. Each counts people, not actions (issue 85): one
// person's save, unsave and save again count once a day (counted-once.ts); their nineteen requests
// count once, and none once declined or cancelled (standing-requests.ts). An event delivered twice
// (Cloud Functions deliver at least once) finds its marker there and counts nothing more.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isValidDocumentId } from '../../../../listing-domain/src/document-id.ts';
import type { StatField } from '../../../../listing-domain/src/listing-stats.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { countOncePerPerson } from './counted-once.ts';
import { recordRequest } from './standing-requests.ts';

type Named = (data: Record<string, unknown>, params: Record<string, string>) => unknown;

function counted(field: StatField, listingIdOf: Named, personOf: Named) {
  return async (event: { data?: { data(): Record<string, unknown> | undefined }; params: Record<string, string> }) => {
    const data = event.data?.data() ?? {};
    const listingId = listingIdOf(data, event.params);
    const person = personOf(data, event.params);
    if (typeof listingId !== 'string' || !isValidDocumentId(listingId)) return;
    if (typeof person !== 'string' || person === '') return;
    await countOncePerPerson(getFirestore(adminApp()), listingId, field, person);
  };
}

export const insightsSaves = onDocumentCreated(
  'users/{uid}/saved/{listingId}',
  counted(
    'saves',
    (_data, params) => params.listingId,
    (_data, params) => params.uid,
  ),
);
export const insightsEnquiries = onDocumentCreated(
  'conversations/{conversationId}',
  counted(
    'enquiries',
    (data) => data.listingId,
    (data) => data.hunterId,
  ),
);
/** The time a viewing request was made (its `createdAt`), else `fallback`. */
function madeAt(createdAt: unknown, fallback: string): Date {
  if (createdAt instanceof Timestamp) return createdAt.toDate();
  const at = new Date(fallback);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** A viewing request written (made, declined, cancelled, deleted): whether its person's request stands. */
export const insightsViewingRequests = onDocumentWritten('viewings/{viewingId}', async (event) => {
  const after = event.data?.after;
  const data = (after?.exists ? after.data() : event.data?.before?.data()) ?? {};
  const listingId: unknown = data.listingId;
  const person: unknown = data.requesterId;
  if (typeof listingId !== 'string' || !isValidDocumentId(listingId)) return;
  if (typeof person !== 'string' || person === '') return;
  await recordRequest(
    getFirestore(adminApp()),
    listingId,
    person,
    event.params.viewingId,
    madeAt(data.createdAt, event.time),
  );
});
