// Everything that touches the Storage SDK. Loaded on first use by images.ts.
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { errorCode } from '../app/error-code.ts';
import { storageService } from '../app/storage-service.ts';
import type { UploadedImage } from './images.ts';

/**
 * Uploads `file` to `path` and returns its download address. `onProgress`: the share sent so far
 * (0 to 1); `signal`: aborting it cancels the upload (the promise then rejects).
 */
export async function uploadImage(
  path: string,
  file: Blob & { name: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const storageRef = ref(storageService(), path);
  // Resumable: the SDK sends files over 256 KiB in chunks, so a phone photo survives a flaky link.
  const task = uploadBytesResumable(storageRef, file, { contentType: file.type || undefined });
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
  return { url: await getDownloadURL(storageRef), path };
}

/** Deletes the given images; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImages(urls: readonly string[]): Promise<number> {
  const storage = storageService();
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      let target;
      try {
        target = ref(storage, url);
      } catch {
        return; // not a Storage address of ours: nothing to delete
      }
      try {
        await deleteObject(target);
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
    }),
  );
  return results.filter((r) => r.status === 'rejected').length;
}

function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'storage/object-not-found';
}
