import type { FirebaseOptions } from 'firebase/app';

export interface EmulatorEndpoints {
  authUrl: string;
  firestoreHost: string;
  firestorePort: number;
  storageHost: string;
  storagePort: number;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** Local endpoints on the emulator ports; null when talking to a real project. */
  emulators: EmulatorEndpoints | null;
}

export type EnvLike = Record<string, string | boolean | undefined>;

const DEMO_PROJECT_ID = 'demo-marketplace';

function text(env: EnvLike, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * What a real project's web config must give besides its id: without them the site would build and
 * then fail every sign-in and upload (a demo key; a bucket name guessed wrong for new projects).
 */
const REAL_PROJECT_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * Reads the Firebase settings from VITE_FIREBASE_* variables; defaults to the local emulators.
 * Throws, naming what is missing, for a real project whose web config is incomplete (the shell's
 * build reads these settings, so such a build stops there).
 */
export function readFirebaseSettings(env: EnvLike): FirebaseSettings {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const useEmulators = !projectId || text(env, 'VITE_FIREBASE_USE_EMULATORS') === 'true';
  if (!useEmulators) {
    const missing = REAL_PROJECT_VARIABLES.filter((key) => !text(env, key));
    if (missing.length > 0) {
      throw new Error(
        `VITE_FIREBASE_PROJECT_ID is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not: ` +
          "copy them from the Firebase console's web app config (README, 'Using a real Firebase project')",
      );
    }
  }
  const id = projectId ?? DEMO_PROJECT_ID;
  const options: FirebaseOptions = {
    apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${id}.firebaseapp.com`,
    projectId: id,
    storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${id}.appspot.com`,
    messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: text(env, 'VITE_FIREBASE_APP_ID') ?? 'demo-app-id',
  };
  if (!useEmulators) return { options, emulators: null };
  const host = text(env, 'VITE_FIREBASE_EMULATOR_HOST') ?? '127.0.0.1';
  return {
    options,
    emulators: {
      authUrl: `http://${host}:${port(text(env, 'VITE_FIREBASE_AUTH_EMULATOR_PORT'), 9099)}`,
      firestoreHost: host,
      firestorePort: port(text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_PORT'), 8080),
      storageHost: host,
      storagePort: port(text(env, 'VITE_FIREBASE_STORAGE_EMULATOR_PORT'), 9199),
    },
  };
}

/**
 * Where a page's first data comes from: the Firestore and Storage origins these settings talk to.
 * The shell's index.html preconnects to them, so the first query and photo skip the handshake.
 * `cors`: the SDK's fetch requests use CORS; photos are plain image loads.
 */
export function firstDataOrigins(settings: FirebaseSettings): { origin: string; cors: boolean }[] {
  const e = settings.emulators;
  if (e) {
    return [
      { origin: `http://${e.firestoreHost}:${e.firestorePort}`, cors: true },
      { origin: `http://${e.storageHost}:${e.storagePort}`, cors: false },
    ];
  }
  return [
    { origin: 'https://firestore.googleapis.com', cors: true },
    { origin: 'https://firebasestorage.googleapis.com', cors: false },
  ];
}
