// A listing's saves, enquiries and viewings, counted for its owner's insights (issue 52) as each
// is made: a saved home (browsing slice: users/{uid}/saved/{listingId}), a conversation
// (messages slice: conversations/{id}, one per person and home) and a viewing request (viewings
// slice: viewings/{id}), each naming its listing. Counted once per document created (Cloud
// Functions deliver an event at least once: a rare retry counts twice, which a figure for its
// owner can bear; the rules and the money do not depend on it).
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { isValidDocumentId } from '../../../../listing-domain/src/document-id.ts';
import type { StatField } from '../../../../listing-domain/src/listing-stats.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { countStat } from './count-stat.ts';

function counted(
  field: StatField,
  listingIdOf: (data: Record<string, unknown>, params: Record<string, string>) => unknown,
) {
  return async (event: { data?: { data(): Record<string, unknown> | undefined }; params: Record<string, string> }) => {
    const listingId = listingIdOf(event.data?.data() ?? {}, event.params);
    if (typeof listingId !== 'string' || !isValidDocumentId(listingId)) return;
    await countStat(getFirestore(adminApp()), listingId, field);
  };
}

export const insightsSaves = onDocumentCreated(
  'users/{uid}/saved/{listingId}',
  counted('saves', (_data, params) => params.listingId),
);
export const insightsEnquiries = onDocumentCreated(
  'conversations/{conversationId}',
  counted('enquiries', (data) => data.listingId),
);
export const insightsViewings = onDocumentCreated(
  'viewings/{viewingId}',
  counted('viewings', (data) => data.listingId),
);
