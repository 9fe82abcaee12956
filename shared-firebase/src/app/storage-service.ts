import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseCore } from './firebase-app.ts';

let storage: FirebaseStorage | undefined;

/**
 * The page's Storage service. Only the modules that upload or delete images import this file, and
 * they are loaded on first use, so pages that only read listings never download the Storage SDK.
 */
export function storageService(): FirebaseStorage {
  if (storage) return storage;
  const { app, settings } = firebaseCore();
  const created = getStorage(app);
  // The SDK retries a failing upload for up to 10 minutes by default; a user waiting on a
  // spinner is better served by an answer within 20 seconds (the form keeps their input).
  created.maxUploadRetryTime = 20_000;
  created.maxOperationRetryTime = 20_000;
  if (settings.emulators) {
    connectStorageEmulator(created, settings.emulators.storageHost, settings.emulators.storagePort);
  }
  storage = created;
  return storage;
}
