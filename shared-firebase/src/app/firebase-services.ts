import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { readFirebaseSettings, type FirebaseSettings } from './firebase-settings.ts';

/** The services every page needs. Storage is loaded on first use (storage-service.ts). */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  settings: FirebaseSettings;
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
  const auth = createAuth(app);
  const db = getFirestore(app);
  if (settings.emulators) {
    const e = settings.emulators;
    connectAuthEmulator(auth, e.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, e.firestoreHost, e.firestorePort);
  }
  services = { app, auth, db, settings };
  return services;
}

/**
 * In a browser: the persistence getAuth() would pick, without its pop-up resolver. getAuth() sets up
 * the Google pop-up machinery (an iframe and a script from apis.google.com) on every page load;
 * signInWithGoogle passes the resolver itself, so that happens only when someone clicks the button.
 */
function createAuth(app: FirebaseApp): Auth {
  if (typeof window === 'undefined') return getAuth(app); // Node scripts and tests: in-memory
  return initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
}

/** How many Firebase apps this page holds (the singleton check reads it). */
export function firebaseAppCount(): number {
  return getApps().length;
}
