import { describe, expect, test } from 'vitest';
import { firstDataOrigins, readFirebaseSettings } from './firebase-settings.ts';

const PRODUCTION = {
  VITE_FIREBASE_PROJECT_ID: 'marketplace-prod',
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_STORAGE_BUCKET: 'marketplace-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('readFirebaseSettings', () => {
  test('a real project takes its web config as given and no emulators', () => {
    const settings = readFirebaseSettings(PRODUCTION);
    expect(settings.emulators).toBeNull();
    expect(settings.options).toMatchObject({
      projectId: 'marketplace-prod',
      apiKey: 'AIza-test-key',
      storageBucket: 'marketplace-prod.firebasestorage.app',
      appId: '1:123:web:abc',
      authDomain: 'marketplace-prod.firebaseapp.com',
    });
  });

  test('a real project without its key, bucket or app id is refused, naming what is missing', () => {
    expect(() => readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'marketplace-prod' })).toThrow(
      'VITE_FIREBASE_PROJECT_ID is set but VITE_FIREBASE_API_KEY, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID are not',
    );
    expect(() => readFirebaseSettings({ ...PRODUCTION, VITE_FIREBASE_APP_ID: ' ' })).toThrow(
      'VITE_FIREBASE_APP_ID is not',
    );
  });

  test('a project id with the emulators needs nothing else', () => {
    const settings = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIREBASE_USE_EMULATORS: 'true' });
    expect(settings.options.projectId).toBe('demo-x');
    expect(settings.emulators?.authUrl).toBe('http://127.0.0.1:9099');
  });
});

describe('firstDataOrigins', () => {
  test('are the emulator ports when no project is configured', () => {
    expect(firstDataOrigins(readFirebaseSettings({}))).toEqual([
      { origin: 'http://127.0.0.1:8080', cors: true },
      { origin: 'http://127.0.0.1:9199', cors: false },
    ]);
  });

  test('follow the configured emulator host and ports', () => {
    const settings = readFirebaseSettings({
      VITE_FIREBASE_EMULATOR_HOST: 'localhost',
      VITE_FIREBASE_FIRESTORE_EMULATOR_PORT: '8181',
      VITE_FIREBASE_STORAGE_EMULATOR_PORT: '9299',
    });
    expect(firstDataOrigins(settings).map((o) => o.origin)).toEqual(['http://localhost:8181', 'http://localhost:9299']);
  });

  test('are Google’s endpoints for a real project', () => {
    const settings = readFirebaseSettings(PRODUCTION);
    expect(firstDataOrigins(settings).map((o) => o.origin)).toEqual([
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ]);
  });
});
