import { readFirebaseSettings, type FirebaseSettings } from './firebase-settings.ts';

/**
 * The page's Firebase settings and the singleton check, without any Firebase SDK: this file is part
 * of every page's first download. The app itself is created by firebase-app.ts, which only the
 * SDK services import (firestore-service.ts, auth-service.ts, storage-service.ts), so a page whose
 * first screen the HTML has already read (site-contract's takeEarlyRead) downloads no Firebase code before it
 * paints.
 */

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
if (registry.moduleInstances > 1) {
  console.warn('[shared-firebase] loaded more than once: the singleton is broken');
}

let settingsOverride: FirebaseSettings | undefined;
let settingsInUse: FirebaseSettings | undefined;

/** Replaces the env-derived settings; only before the first use (tests and Node scripts). */
export function configureFirebase(settings: FirebaseSettings): void {
  if (settingsInUse) throw new Error('Firebase is already initialised');
  settingsOverride = settings;
}

/** The settings the page's Firebase app is (or will be) created with; fixed from the first call. */
export function firebaseSettings(): FirebaseSettings {
  settingsInUse ??= settingsOverride ?? readFirebaseSettings(import.meta.env);
  return settingsInUse;
}

/** Called by firebase-app.ts when it loads: how to count the apps of the page's Firebase copy. */
export function reportFirebaseApps(count: () => number): void {
  registry.appCount = count;
}

/** How many Firebase apps this page holds (0 until a data function has needed the SDK). */
export function firebaseAppCount(): number {
  return registry.appCount();
}
