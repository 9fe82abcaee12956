import { describe, expect, test } from 'vitest';
import { firstDataOrigins, readFirebaseSettings } from './firebase-settings.ts';

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
    const settings = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'marketplace-prod' });
    expect(firstDataOrigins(settings).map((o) => o.origin)).toEqual([
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ]);
  });
});
