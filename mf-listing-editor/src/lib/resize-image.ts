import { LISTING_LIMITS } from 'shared-firebase';

export const MAX_IMAGE_EDGE = 1920;

/**
 * Phone photos often exceed Storage's 2 MB limit: shrink images larger than that (or wider
 * than 1920 px) in the browser and re-encode them as JPEG. Smaller images pass unchanged;
 * anything the browser cannot decode also passes unchanged, and the backend decides.
 */
export async function shrinkImageIfLarge(file: File): Promise<File> {
  if (file.size < LISTING_LIMITS.imageMaxBytes || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_IMAGE_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) return file;
  const name = file.name.replace(/\.(png|jpe?g)$/i, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg' });
}
