// The REST address of the site's Firestore documents: where the first-load script's reads go.
import type { FirebaseSettings } from './firebase-settings.ts';

/** The REST URL of the database's documents, for the project and endpoint these settings name. */
export function firestoreDocumentsUrl(settings: FirebaseSettings): string {
  const e = settings.emulators;
  const origin = e ? `http://${e.firestoreHost}:${e.firestorePort}` : 'https://firestore.googleapis.com';
  const project = encodeURIComponent(settings.options.projectId ?? '');
  return `${origin}/v1/projects/${project}/databases/(default)/documents`;
}
