// The Storage SDK surface the remotes call: the page's one Storage service and the SDK functions
// their uploads and deletions use, from the page's one copy of the SDK. Loaded on first use, so a
// page that never uploads or deletes a photo never downloads the Storage SDK (decision record 006).
// As with the Firestore surface, a function missing here fails the remote's typecheck.
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { storageService } from '../app/storage-service.ts';

const functions = { deleteObject, getDownloadURL, ref, uploadBytesResumable };

/** The page's Storage service (`storage`) and the SDK functions of the surface. */
export type StorageSdk = typeof functions & { storage: ReturnType<typeof storageService> };

export function storageSdk(): StorageSdk {
  return { ...functions, storage: storageService() };
}
