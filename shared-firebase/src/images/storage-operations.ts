// Everything that touches the Storage SDK. Loaded on first use by images.ts.
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { errorCode } from '../app/error-code.ts';
import { storageService } from '../app/storage-service.ts';
import type { UploadedImage } from './images.ts';

/** Uploads `file` to `path` and returns its download address. */
export async function uploadImage(path: string, file: Blob & { name: string }): Promise<UploadedImage> {
  const storageRef = ref(storageService(), path);
  // Resumable: the SDK sends files over 256 KiB in chunks, so a phone photo survives a flaky link.
  await uploadBytesResumable(storageRef, file, { contentType: file.type || undefined });
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
