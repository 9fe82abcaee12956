import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH, drawDemoPhoto } from './demo-photos.mjs';
import { blankImage, imageBytes } from './png.mjs';

describe('painted pictures', () => {
  test('are written as the RGB pixels painted, with no alpha', () => {
    const image = blankImage(3, 2);
    image.data.set([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const read = PNG.sync.read(imageBytes(image));
    expect([read.width, read.height, read.colorType, read.alpha]).toEqual([3, 2, 2, false]);
    // pngjs reads into 4 bytes a pixel, the alpha opaque.
    expect([...read.data.subarray(0, 8)]).toEqual([255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...read.data.subarray(20, 24)]).toEqual([70, 80, 90, 255]);
  });

  test('a demo photo is a whole 1280 × 800 picture, the same for the same seed', () => {
    const photo = drawDemoPhoto({ seed: 3, n: 1, building: 'house' });
    const read = PNG.sync.read(photo);
    expect([read.width, read.height]).toEqual([DEMO_PHOTO_WIDTH, DEMO_PHOTO_HEIGHT]);
    expect(drawDemoPhoto({ seed: 3, n: 1, building: 'house' }).equals(photo)).toBe(true);
    expect(drawDemoPhoto({ seed: 4, n: 1, building: 'house' }).equals(photo)).toBe(false);
  });
});
