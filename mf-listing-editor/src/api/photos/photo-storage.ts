// The editor's photos in Storage, through the page's one Storage SDK (shared-firebase's surface,
// loaded with the first upload or deletion): upload one, delete some.
import { deletePhotos, photoStoreOf } from 'listing-domain';
import { loadStorage, signedInUid } from 'shared-firebase';

export interface UploadedImage {
  url: string;
  path: string;
}

/** Storage path of a new image: images/{uid}-{filename}-{random id} (storage.rules wants the owner first). */
export function imagePathFor(uid: string, fileName: string): string {
  return `images/${uid}-${fileName}-${crypto.randomUUID()}`;
}

/**
 * Uploads one image of the signed-in user and returns its download address; `onProgress` hears
 * the share sent (0 to 1), and aborting `signal` cancels it (the promise then rejects).
 */
export async function uploadListingImage(
  file: Blob & { name: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const path = imagePathFor(await signedInUid(), file.name);
  const sdk = await loadStorage();
  const storageRef = sdk.ref(sdk.storage, path);
  // Resumable: the SDK sends files over 256 KiB in chunks, so a phone photo survives a flaky link.
  const task = sdk.uploadBytesResumable(storageRef, file, { contentType: file.type || undefined });
  const { onProgress, signal } = options;
  if (onProgress)
    task.on('state_changed', (snapshot) =>
      onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
    );
  if (signal) {
    if (signal.aborted) task.cancel();
    else signal.addEventListener('abort', () => task.cancel(), { once: true });
  }
  await task;
  return { url: await sdk.getDownloadURL(storageRef), path };
}

/** Deletes the given images; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  return deletePhotos(photoStoreOf(await loadStorage()), urls);
}
