// The Firebase settings as build tools read them (the shell's build writes the site's Firestore
// address and the origins to preconnect to into its HTML): pure, no SDK, no browser.
export { firstDataOrigins, readFirebaseSettings } from './app/firebase-settings.ts';
export type { EnvLike, FirebaseSettings } from './app/firebase-settings.ts';
export { firestoreDocumentsUrl } from './app/firestore-documents-url.ts';
