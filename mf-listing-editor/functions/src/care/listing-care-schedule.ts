// Every hour (issue 52; the listing editor's since issue 87): the stale-listing care of the
// listings due, at most CARE_RUN_LIMIT a run (listing-care-run.ts). Locally the Functions emulator
// runs no schedule: `pnpm care --local` runs the same code once (scripts/listing-care.mjs).
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { runListingCare } from './listing-care-run.ts';

export const listingCare = onSchedule({ schedule: 'every 60 minutes', retryCount: 1 }, async () => {
  const run = await runListingCare(getFirestore(adminApp()));
  logger.info('listing care', run);
});
