import { drawHousePicture, encodePng } from '../../backend/png.mjs';

/** A small real PNG for upload fields. */
export function pngFile(name: string, seed = 1) {
  return { name, mimeType: 'image/png', buffer: drawHousePicture(seed, 64, 40) };
}

/** A ~400 KB PNG of noise (it does not compress): large enough for a resumable upload. */
export function largePngFile(name: string) {
  let x = 2463534242; // xorshift32: deterministic noise
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) & 255;
  };
  return { name, mimeType: 'image/png', buffer: encodePng(380, 360, () => [next(), next(), next()]) };
}
