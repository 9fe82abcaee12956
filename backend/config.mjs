import { readFileSync } from 'node:fs';
// Addresses of the local Firebase backend: the Firebase emulators' default ports.
export const PROJECT_ID = 'demo-marketplace';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001, tasks: 9499 };
export const URLS = {
  auth: `http://${HOST}:${PORTS.auth}`,
  firestore: `http://${HOST}:${PORTS.firestore}`,
  storage: `http://${HOST}:${PORTS.storage}`,
  functions: `http://${HOST}:${PORTS.functions}`,
};
export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** The local site's origin, as the local functions have it (functions/.env.local, which the Functions emulator reads). */
export const SITE_URL = /^SITE_URL=(.+)$/m
  .exec(readFileSync(new URL('../functions/.env.local', import.meta.url), 'utf8'))?.[1]
  ?.trim();
