// The files of a photo's sizes in its bucket (`sizes/{width}/{file}.webp`, listing-domain's
// photo-sizes.ts): written when the photo is accepted, deleted with it. The trigger and the
// command that makes the missing ones (commands/make-photo-sizes.ts) share them.
import type { Storage } from 'firebase-admin/storage';
import { PHOTO_WIDTHS, sizedPhotoPath, type PhotoSize } from '../../../../listing-domain/src/photo-sizes.ts';
import type { MadeSize } from './photo-sizes.ts';

export type Bucket = ReturnType<Storage['bucket']>;

const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];
const sizePaths = (path: string) => SIZES.map((size) => sizedPhotoPath(path, size)).filter((p) => p !== null);

/**
 * Writes the sizes (made with photo-sizes.ts) of the photo at `path`. Each name is new with its photo (uploads never
 * overwrite), so a size can be cached for good. A photo deleted meanwhile (its owner removed it at
 * once) takes them along.
 */
export async function writeSizes(
  bucket: Bucket,
  path: string,
  sizes: readonly MadeSize[],
  { retryAfterMs = RETRY_AFTER_MS }: { retryAfterMs?: readonly number[] } = {},
): Promise<void> {
  for (const made of sizes) {
    const sized = sizedPhotoPath(path, made.size);
    if (!sized) continue;
    const save = () =>
      bucket.file(sized).save(made.bytes, {
        resumable: false,
        metadata: {
          contentType: 'image/webp',
          cacheControl: 'public, max-age=31536000, immutable',
          metadata: { width: String(made.width), height: String(made.height) },
        },
      });
    await retryingDroppedConnections(save, retryAfterMs);
  }
  const [stillThere] = await bucket.file(path).exists();
  if (!stillThere) await deleteSizes(bucket, path);
}

/** Waits before the second and third tries of a size's upload. */
const RETRY_AFTER_MS = [500, 2000];
/** Network errors of a connection dropped before an answer: the upload may be tried again. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'EAI_AGAIN']);

/**
 * Runs `save` again when its connection was dropped (seen as ECONNRESET against the local backend
 * while the demo seed loaded it; the cause was not traced further). The Storage client retries an upload
 * only with a generation precondition, which would refuse the second try of one that had landed;
 * a size's name is its own (uploads never overwrite), so writing it twice writes the same bytes.
 */
async function retryingDroppedConnections(save: () => Promise<unknown>, retryAfterMs: readonly number[]) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await save();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const wait = retryAfterMs[attempt];
      if (wait === undefined || typeof code !== 'string' || !DROPPED.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export async function deleteSizes(bucket: Bucket, path: string): Promise<void> {
  await Promise.all(sizePaths(path).map((sized) => bucket.file(sized).delete({ ignoreNotFound: true })));
}

/** Whether any size of the photo at `path` is missing. */
export async function lacksSizes(bucket: Bucket, path: string): Promise<boolean> {
  const found = await Promise.all(sizePaths(path).map((sized) => bucket.file(sized).exists()));
  return found.some(([exists]) => !exists);
}
