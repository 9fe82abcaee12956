// The Storage SDK surface the remotes call: the page's one Storage service and the SDK functions
// their uploads and deletions use, from the page's one copy of the SDK. Loaded on first use, so a
// page that never uploads or deletes a photo never downloads the Storage SDK (decision record 006).
// As with the Firestore surface, a function missing here fails the remote's typecheck.
export { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
export { storageService } from '../app/storage-service.ts';

/** The page's Storage service (`storage`) and the SDK functions of the surface (what loadStorage gives). */
export type StorageSdk = Omit<typeof import('./storage-surface.ts'), 'storageService'> & {
  storage: ReturnType<typeof import('../app/storage-service.ts').storageService>;
};
