import { drawHousePicture } from '../../backend/png.mjs';

/** A small real PNG for upload fields. */
export function pngFile(name: string, seed = 1) {
  return { name, mimeType: 'image/png', buffer: drawHousePicture(seed, 64, 40) };
}
