// The functions' one Admin SDK app: the Functions emulator points it at the local emulators
// (FIRESTORE_EMULATOR_HOST and the rest), Cloud Functions at the project it runs in.
import { getApps, initializeApp, type App } from 'firebase-admin/app';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
