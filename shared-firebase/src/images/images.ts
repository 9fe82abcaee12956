import { signedInUid } from '../auth/auth.ts';

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

const storageOperations = () => import('./storage-operations.ts');

/**
 * Uploads one image of the signed-in user and returns its download address; `onProgress` hears
 * the share sent (0 to 1), and aborting `signal` cancels it.
 */
export async function uploadListingImage(
  file: Blob & { name: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const path = imagePathFor(await signedInUid(), file.name);
  return (await storageOperations()).uploadImage(path, file, options);
}

/** Deletes the given images; ignores ones already gone. Returns how many could not be deleted. */
export async function deleteImagesByUrl(urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  return (await storageOperations()).deleteImages(urls);
}
