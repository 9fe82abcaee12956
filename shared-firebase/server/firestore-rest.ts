// Firestore's REST address for the server code that reads public data as a browser does (a page's
// first screen, the sitemap; issue 48): no Admin SDK, no credentials, the rules decide. In the
// Functions emulator, the Firestore emulator's.

/** The project the code runs in. */
export function projectId(): string {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new Error('No project: GCLOUD_PROJECT is not set');
  return project;
}

/** Firestore's REST documents address (…/databases/(default)/documents). */
export function documentsUrl(): string {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${projectId()}/databases/(default)/documents`;
}
