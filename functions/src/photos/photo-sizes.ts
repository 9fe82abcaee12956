// The sizes the pages show instead of the uploaded photo (issue 34): a list of cards downloads
// 400 px thumbnails, the listing page a 1280 px view, both WebP. Never larger than the photo (a
// small photo keeps its width), turned the way its EXIF says, and with no metadata left in (the
// camera's GPS position stays in the original only, which the pages stop showing).
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoSize } from '../../../listing-domain/src/photo-sizes.mjs';

export interface MadeSize {
  size: PhotoSize;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Every size of the photo `bytes` (already checked: photo-check.ts). */
export async function makePhotoSizes(bytes: Uint8Array): Promise<MadeSize[]> {
  const made: MadeSize[] = [];
  for (const size of Object.keys(PHOTO_WIDTHS) as PhotoSize[]) {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: PHOTO_WIDTHS[size], withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    made.push({ size, bytes: data, width: info.width, height: info.height });
  }
  return made;
}
