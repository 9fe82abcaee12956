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
export async function writeSizes(bucket: Bucket, path: string, sizes: readonly MadeSize[]): Promise<void> {
  for (const made of sizes) {
    const sized = sizedPhotoPath(path, made.size);
    if (!sized) continue;
    await bucket.file(sized).save(made.bytes, {
      resumable: false,
      metadata: {
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { width: String(made.width), height: String(made.height) },
      },
    });
  }
  const [stillThere] = await bucket.file(path).exists();
  if (!stillThere) await deleteSizes(bucket, path);
}

export async function deleteSizes(bucket: Bucket, path: string): Promise<void> {
  await Promise.all(sizePaths(path).map((sized) => bucket.file(sized).delete({ ignoreNotFound: true })));
}

/** Whether any size of the photo at `path` is missing. */
export async function lacksSizes(bucket: Bucket, path: string): Promise<boolean> {
  const found = await Promise.all(sizePaths(path).map((sized) => bucket.file(sized).exists()));
  return found.some(([exists]) => !exists);
}
