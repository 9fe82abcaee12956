// The Firebase Admin SDK, pointed at the local backend: the seed and the E2E fixtures write and read
// with it, past the security rules, as a server of the project would. Only for the emulators: the
// emulator host variables are set here, before any Admin service starts.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from './config.mjs';

// No cloud metadata server to ask for a project or credentials: this is the local backend.
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;

const APP_NAME = 'local-backend-admin';

function adminApp() {
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
}

/** Firestore of the local backend, past the rules. */
export const adminFirestore = () => getFirestore(adminApp());

/** Auth of the local backend. */
export const adminAuth = () => getAuth(adminApp());

/** Firestore's times as Dates, all the way down (what the fixtures compare against). */
export function withDates(value) {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}
