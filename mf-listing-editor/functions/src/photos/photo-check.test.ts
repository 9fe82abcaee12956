import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { announcedFormat, notAPhoto, PHOTO_MAX_PIXELS } from './photo-check.ts';

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('a real photo', () => {
  test.each(['png', 'jpeg', 'webp'] as const)('a %s that decodes is one', async (format) => {
    const bytes = await image(format);
    expect(announcedFormat(bytes)).toBe(format);
    expect(await notAPhoto(bytes)).toBeNull();
  });

  test('an SVG with a script, an HTML page and an empty file are not, whatever their label', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    for (const bytes of [svg, html, Buffer.alloc(0)]) expect(await notAPhoto(bytes)).toMatch(/not a JPEG/);
  });

  test('a PNG signature in front of other bytes, or a cut-off file, is not one', async () => {
    const png = await image('png');
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await notAPhoto(fake)).toMatch(/does not decode/);
    expect(await notAPhoto(png.subarray(0, png.length - 20))).toMatch(/does not decode/);
  });
});

describe('a photo that declares more pixels than it is worth (issue 47)', () => {
  // A PNG's header declares its size; the pixels compress to almost nothing when they are all alike.
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

  /** A small PNG whose header (IHDR, its CRC made anew) declares `width`×`height`. */
  const declaring = async (width: number, height: number) => {
    const png = Buffer.from(await flat(8, 6));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  };

  test('is refused from its header, over the pixel limit, before anything is decoded', async () => {
    for (const [width, height] of [
      [16000, 16000],
      [16383, 16383],
      [50_000_001, 1],
    ] as const)
      expect(await notAPhoto(await declaring(width, height))).toMatch(
        `declares ${width}×${height} pixels, over the 50 megapixel limit`,
      );
  });

  test('a photo of the limit itself is a photo', { timeout: 30_000 }, async () => {
    expect(PHOTO_MAX_PIXELS).toBeLessThanOrEqual(100_000_000);
    expect(await notAPhoto(await flat(10000, 5000))).toBeNull();
  });
});
