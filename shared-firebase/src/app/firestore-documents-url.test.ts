import { describe, expect, test } from 'vitest';
import { readFirebaseSettings } from './firebase-settings.ts';
import { firestoreDocumentsUrl } from './firestore-documents-url.ts';

describe('firestoreDocumentsUrl', () => {
  test('points at the emulator when no project is configured', () => {
    expect(firestoreDocumentsUrl(readFirebaseSettings({}))).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-marketplace/databases/(default)/documents',
    );
  });

  test('points at Google’s endpoint for a real project', () => {
    expect(
      firestoreDocumentsUrl(
        readFirebaseSettings({
          VITE_FIREBASE_PROJECT_ID: 'marketplace-prod',
          VITE_FIREBASE_API_KEY: 'AIza-test-key',
          VITE_FIREBASE_STORAGE_BUCKET: 'marketplace-prod.firebasestorage.app',
          VITE_FIREBASE_APP_ID: '1:123:web:abc',
        }),
      ),
    ).toBe('https://firestore.googleapis.com/v1/projects/marketplace-prod/databases/(default)/documents');
  });
});
