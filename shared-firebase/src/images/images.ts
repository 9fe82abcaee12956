import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseServices } from '../app/firebase-services.ts';
import { requireSignedInUid } from '../auth/auth.ts';

export interface UploadedImage {
  url: string;
  path: string;
}

function randomId(): string {
  return crypto.randomUUID();
}

/** Storage path of a new image: images/{uid}-{filename}-{random id}. */
export function imagePathFor(uid: string, fileName: string): string {
  return `images/${uid}-${fileName}-${randomId()}`;
}

/** Uploads one image of the signed-in user and returns its download address. */
export async function uploadListingImage(file: Blob & { name: string }): Promise<UploadedImage> {
  const uid = requireSignedInUid();
  const path = imagePathFor(uid, file.name);
  const storageRef = ref(firebaseServices().storage, path);
  // Resumable: the SDK sends files over 256 KiB in chunks, so a phone photo survives a flaky link.
  await uploadBytesResumable(storageRef, file, { contentType: file.type || undefined });
  return { url: await getDownloadURL(storageRef), path };
}

/** Deletes the given images; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  const storage = firebaseServices().storage;
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
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'storage/object-not-found';
}
