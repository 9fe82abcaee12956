import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { readFirebaseSettings, type FirebaseSettings } from './firebase-settings.ts';

/**
 * The page's Firebase app and its settings: all a page needs at start. The SDKs over the app load
 * with the first data function that needs them (firestore-service.ts, auth-service.ts,
 * storage-service.ts), so a page whose first screen the HTML has already read (app/early-reads.ts)
 * downloads no Firestore or Auth code at all.
 */
export interface FirebaseCore {
  app: FirebaseApp;
  settings: FirebaseSettings;
}

let core: FirebaseCore | undefined;

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
  if (core) throw new Error('Firebase is already initialised');
  settingsOverride = settings;
}

/** The one Firebase app of the page, created on first use. */
export function firebaseCore(): FirebaseCore {
  if (core) return core;
  const settings = settingsOverride ?? readFirebaseSettings(import.meta.env);
  core = { app: getApps()[0] ?? initializeApp(settings.options), settings };
  return core;
}

/** How many Firebase apps this page holds (the singleton check reads it). */
export function firebaseAppCount(): number {
  return getApps().length;
}
