import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseSettings, reportFirebaseApps } from './firebase-services.ts';
import type { FirebaseSettings } from './firebase-settings.ts';

/** The page's Firebase app and the settings it was created with. */
export interface FirebaseCore {
  app: FirebaseApp;
  settings: FirebaseSettings;
}

let core: FirebaseCore | undefined;

reportFirebaseApps(() => getApps().length);

/** The one Firebase app of the page, created on first use. */
export function firebaseCore(): FirebaseCore {
  if (core) return core;
  const settings = firebaseSettings();
  core = { app: getApps()[0] ?? initializeApp(settings.options), settings };
  return core;
}
