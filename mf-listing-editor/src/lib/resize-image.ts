import { LISTING_LIMITS } from 'listing-domain';

/** The longest edge an uploaded photo keeps: the page's widest carousel (960 px) on a 2x screen. */
export const MAX_IMAGE_EDGE = 1920;

const JPEG_QUALITY = 0.85;

/**
 * Prepares a chosen image for upload. Every visitor downloads the photo as stored (the lists show
 * it as a thumbnail), so:
 * - an image of 2 MB or more, which Storage refuses, is scaled to at most 1920 px and re-encoded as
 *   JPEG (named .jpg);
 * - a JPEG with an edge over 1920 px is scaled to 1920 px and re-encoded, under its own name, when
 *   that makes it smaller (a phone photo under 2 MB is often 4032 px wide);
 * - anything else passes unchanged, and so does anything the browser cannot decode (the backend
 *   decides).
 * Re-encoding also drops the photo's metadata (camera, time, GPS position) before it is published.
 */
export async function shrinkImageIfLarge(file: File): Promise<File> {
  const overLimit = file.size >= LISTING_LIMITS.imageMaxBytes;
  if ((!overLimit && !isJpeg(file)) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_IMAGE_EDGE / Math.max(bitmap.width, bitmap.height));
  if (!overLimit && scale === 1) {
    bitmap.close();
    return file;
  }
  const blob = await encodeJpeg(bitmap, scale);
  if (!blob || (!overLimit && blob.size >= file.size)) return file;
  const name = overLimit ? file.name.replace(/\.(png|jpe?g)$/i, '') + '.jpg' : file.name;
  return new File([blob], name, { type: 'image/jpeg' });
}

function isJpeg(file: File): boolean {
  return file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name);
}

/** The bitmap scaled by `scale` as a JPEG (the bitmap is closed); null when the browser cannot. */
async function encodeJpeg(bitmap: ImageBitmap, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return null;
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
