import { readFirebaseSettings } from 'shared-firebase';
import { expect, test } from 'vitest';
import { viewsEndpoint } from './listing-view.ts';

test('the views endpoint: the Functions emulator locally, Cloud Functions for a real project', () => {
  expect(viewsEndpoint(readFirebaseSettings({}))).toBe(
    'http://127.0.0.1:5001/demo-marketplace/us-central1/insightsViews',
  );
  const real = readFirebaseSettings({
    VITE_FIREBASE_PROJECT_ID: 'homes-prod',
    VITE_FIREBASE_API_KEY: 'k',
    VITE_FIREBASE_AUTH_DOMAIN: 'homes-prod.firebaseapp.com',
    VITE_FIREBASE_STORAGE_BUCKET: 'homes-prod.appspot.com',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
    VITE_FIREBASE_APP_ID: 'a',
  });
  expect(viewsEndpoint(real)).toBe('https://us-central1-homes-prod.cloudfunctions.net/insightsViews');
});
