// The events that end viewings (viewings-ended.ts): Firebase Authentication's deleted account,
// which nobody can forge, and the editor's deleted listing (its published collection).
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { auth } from 'firebase-functions/v1';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { closeViewingsOf, closeViewingsOfHome } from './viewings-ended.ts';

export const viewingsAccountDeleted = auth.user().onDelete(async (user) => {
  const cancelled = await closeViewingsOf(getFirestore(adminApp()), user.uid);
  logger.info('account deleted: its viewings to come cancelled, its name gone from the others', { cancelled });
});

export const viewingsListingGone = onDocumentDeleted('listings/{listingId}', async (event) => {
  const cancelled = await closeViewingsOfHome(getFirestore(adminApp()), event.params.listingId);
  if (cancelled > 0) logger.info('listing deleted: its viewings to come cancelled', { cancelled });
});
