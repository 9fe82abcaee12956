// A visit of a listing's page, told to the server for its owner's insights (issue 52): one beacon
// a visit (the server counts one view per visitor a day: mf-listing-editor's `insightsViews`).
// A beacon, so it never holds the page up nor fails it; text/plain, so no preflight.
import { readFirebaseSettings, type FirebaseSettings } from 'shared-firebase';

const FUNCTION = 'insightsViews';
const REGION = 'us-central1';

/** The address of the views endpoint: the Functions emulator's locally, Cloud Functions' otherwise. */
export function viewsEndpoint(settings: FirebaseSettings, functionsPort = 5001): string {
  const project = settings.options.projectId;
  return settings.emulators
    ? `http://${settings.emulators.firestoreHost}:${functionsPort}/${project}/${REGION}/${FUNCTION}`
    : `https://${REGION}-${project}.cloudfunctions.net/${FUNCTION}`;
}

/** Tells the server this page's listing was viewed (a visitor's, never its owner's). */
export function tellListingViewed(listingId: string): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const env = import.meta.env as Record<string, string | undefined>;
  const port = Number(env.VITE_FIREBASE_FUNCTIONS_EMULATOR_PORT ?? 5001);
  const url = viewsEndpoint(readFirebaseSettings(import.meta.env), port);
  navigator.sendBeacon(url, new Blob([JSON.stringify({ listing: listingId })], { type: 'text/plain' }));
}
