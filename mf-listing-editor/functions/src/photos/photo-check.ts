// Whether uploaded bytes are a real photo: the first bytes of a JPEG, PNG or WebP file, a header of
// that very format declaring at most PHOTO_MAX_PIXELS, and an image that decodes to the end.
// Anything else (an SVG with a script, an HTML page labelled image/png, a truncated file, a 30 KB
// PNG declaring 16000×16000 pixels) is not, whatever its content type says.
//
// Memory (issue 47): the size a file declares is read from its header before anything is decoded,
// and sharp's own limit is the same figure. The photo is then decoded once, straight to the
// largest size the pages show (JPEG and WebP shrink while they decode, PNG streams row by row):
// the sizes are made from that, never from a full-size copy. `pnpm bench:photo-memory` measures
// the function's peak on the largest accepted photo and on refused ones.
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '../../../../listing-domain/src/photo-sizes.ts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * The most pixels an accepted photo may declare: 50 megapixels (a 8660×5773 photo). The editor
 * scales anything large to 1920 px before it uploads, so people never meet it.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

// One image at a time, nothing kept between calls: the function's memory is one photo's.
sharp.cache(false);
sharp.concurrency(1);

/** A photo decoded to the largest size the pages show, turned the way its EXIF says. */
export interface DecodedPhoto {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The format the file's first bytes announce, or null. */
export function announcedFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const LARGEST_WIDTH = Math.max(...Object.values(PHOTO_WIDTHS));

/** The photo in `bytes`, decoded once to the largest size the pages show, or why it is not one. */
export async function readPhoto(bytes: Uint8Array): Promise<{ photo: DecodedPhoto } | { problem: string }> {
  const format = announcedFormat(bytes);
  if (!format) return { problem: 'not a JPEG, PNG or WebP file' };
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata(); // the header only: nothing decoded
  } catch (error) {
    return { problem: `does not decode as ${format}: ${messageOf(error)}` };
  }
  if (header.format !== format) return { problem: `announced as ${format}, decodes as ${header.format ?? 'nothing'}` };
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > PHOTO_MAX_PIXELS)
    return {
      problem: `declares ${header.width}×${header.height} pixels, over the ${PHOTO_MAX_PIXELS / 1e6} megapixel limit`,
    };
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }); // every pixel read: a truncated or corrupt file fails here
    return { photo: { pixels: data, width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    return { problem: `does not decode as ${format}: ${messageOf(error)}` };
  }
}

/** Why the bytes are not a real photo, or null when they are one. */
export async function notAPhoto(bytes: Uint8Array): Promise<string | null> {
  const read = await readPhoto(bytes);
  return 'problem' in read ? read.problem : null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
