import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { readFirebaseSettings, type FirebaseSettings } from './firebase-settings.ts';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
}

let services: FirebaseServices | undefined;

// Counts evaluations of this module on the page: more than one means the Module Federation
// singleton broke and the site runs two Firebase copies with two auth states.
interface InstanceRegistry {
  moduleInstances: number;
  appCount: () => number;
}
const registryKey = '__MARKETPLACE_SHARED_FIREBASE__';
const globalRegistry = globalThis as typeof globalThis & { [registryKey]?: InstanceRegistry };
const registry = (globalRegistry[registryKey] ??= { moduleInstances: 0, appCount: () => 0 });
registry.moduleInstances += 1;
registry.appCount = () => getApps().length;
if (registry.moduleInstances > 1) {
  console.warn('[shared-firebase] loaded more than once: the singleton is broken');
}
let settingsOverride: FirebaseSettings | undefined;

/** Replaces the env-derived settings; only before the first use (tests and Node scripts). */
export function configureFirebase(settings: FirebaseSettings): void {
  if (services) throw new Error('Firebase is already initialised');
  settingsOverride = settings;
}

/** The one set of Firebase services of the page, created on first use. */
export function firebaseServices(): FirebaseServices {
  if (services) return services;
  const settings = settingsOverride ?? readFirebaseSettings(import.meta.env);
  const app = getApps()[0] ?? initializeApp(settings.options);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  // The SDK retries a failing upload for up to 10 minutes by default; a user waiting on a
  // spinner is better served by an answer within 20 seconds (the form keeps their input).
  storage.maxUploadRetryTime = 20_000;
  storage.maxOperationRetryTime = 20_000;
  if (settings.emulators) {
    const e = settings.emulators;
    connectAuthEmulator(auth, e.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, e.firestoreHost, e.firestorePort);
    connectStorageEmulator(storage, e.storageHost, e.storagePort);
  }
  services = { app, auth, db, storage };
  return services;
}

/** How many Firebase apps this page holds (the singleton check reads it). */
export function firebaseAppCount(): number {
  return getApps().length;
}
