import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { makePhotoSizes } from './photo-sizes.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();

describe('photo sizes', () => {
  test('a large photo gets a 400 px card and a 1280 px view, WebP, in proportion', async () => {
    const sizes = await makePhotoSizes(await photo(3000, 2000));
    expect(sizes.map(({ size, width, height }) => [size, width, height])).toEqual([
      ['card', 400, 267],
      ['view', 1280, 853],
    ]);
    for (const { bytes } of sizes) expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  test('a small photo is never enlarged', async () => {
    const sizes = await makePhotoSizes(await photo(300, 200));
    expect(sizes.map(({ width }) => width)).toEqual([300, 300]);
  });
});
