// The sizes the pages show instead of the uploaded photo (issue 34): a list of cards downloads
// 400 px thumbnails, the listing page a 1280 px view, both WebP. Never larger than the photo (a
// small photo keeps its width), turned the way its EXIF says, and with no metadata left in (the
// camera's GPS position stays in the original only, which the pages stop showing). Made from the
// photo decoded once (photo-check.ts' readPhoto).
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoSize } from '../../../../listing-domain/src/photo-sizes.ts';
import { readPhoto, type DecodedPhoto } from './photo-check.ts';

export { readPhoto };

export interface MadeSize {
  size: PhotoSize;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Every size of a decoded photo. */
export async function sizesOf(photo: DecodedPhoto): Promise<MadeSize[]> {
  const made: MadeSize[] = [];
  for (const size of Object.keys(PHOTO_WIDTHS) as PhotoSize[]) {
    const { pixels, width, height, channels } = photo;
    const { data, info } = await sharp(pixels, { raw: { width, height, channels } })
      .resize({ width: PHOTO_WIDTHS[size], withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    made.push({ size, bytes: data, width: info.width, height: info.height });
  }
  return made;
}

/** Every size of the photo `bytes`; throws when they are not a real photo. */
export async function makePhotoSizes(bytes: Uint8Array): Promise<MadeSize[]> {
  const read = await readPhoto(bytes);
  if ('problem' in read) throw new Error(read.problem);
  return sizesOf(read.photo);
}
