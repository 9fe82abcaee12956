// Whether uploaded bytes are a real photo: the first bytes of a JPEG, PNG or WebP file, and an image
// of that very format that decodes to the end. Anything else (an SVG with a script, an HTML page
// labelled image/png, a truncated file) is not, whatever its content type says.
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The format the file's first bytes announce, or null. */
export function announcedFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Why the bytes are not a real photo, or null when they are one. */
export async function notAPhoto(bytes: Uint8Array): Promise<string | null> {
  const format = announcedFormat(bytes);
  if (!format) return 'not a JPEG, PNG or WebP file';
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) return `announced as ${format}, decodes as ${decoded ?? 'nothing'}`;
    await image.raw().toBuffer(); // every pixel: a truncated or corrupt file fails here
    return null;
  } catch (error) {
    return `does not decode as ${format}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
