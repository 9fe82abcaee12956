// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_EDGE, shrinkImageIfLarge } from './resize-image.ts';

// jsdom decodes and draws nothing: the bitmap's size and the encoder's output are set per test.
// The real decode and encode run in Chromium (e2e/tests/editor-photos.spec.ts).
const MB = 1024 * 1024;
let decoded: { width: number; height: number } | 'undecodable';
let encodedBytes: number;
let drawnSize: { width: number; height: number } | undefined;

beforeEach(() => {
  decoded = { width: 4032, height: 3024 };
  encodedBytes = 300_000;
  drawnSize = undefined;
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (decoded === 'undecodable') throw new DOMException('cannot decode', 'InvalidStateError');
      return { ...decoded, close: vi.fn() };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: () => {
        drawnSize = { width: this.width, height: this.height };
      },
    } as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    callback(new Blob([new Uint8Array(encodedBytes)], { type }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function file(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('shrinkImageIfLarge', () => {
  it('scales a wide JPEG under 2 MB to 1920 px and keeps its name', async () => {
    const photo = file('garden.jpg', 1.5 * MB, 'image/jpeg');
    const result = await shrinkImageIfLarge(photo);
    expect(drawnSize).toEqual({ width: MAX_IMAGE_EDGE, height: 1440 });
    expect(result).not.toBe(photo);
    expect(result.name).toBe('garden.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(300_000);
  });

  it('keeps a wide JPEG whose re-encoding would not be smaller', async () => {
    encodedBytes = 400_000;
    const photo = file('tiny.jpeg', 350_000, 'image/jpeg');
    expect(await shrinkImageIfLarge(photo)).toBe(photo);
  });

  it('keeps a JPEG that is already within 1920 px', async () => {
    decoded = { width: 1600, height: 1200 };
    const photo = file('room.jpg', 900_000, 'image/jpeg');
    expect(await shrinkImageIfLarge(photo)).toBe(photo);
    expect(drawnSize).toBeUndefined();
  });

  it('leaves a PNG under 2 MB untouched, whatever its size in pixels', async () => {
    const plan = file('plan.png', 1.5 * MB, 'image/png');
    expect(await shrinkImageIfLarge(plan)).toBe(plan);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('turns an image of 2 MB or more into a JPEG of at most 1920 px named .jpg', async () => {
    encodedBytes = 900_000;
    const result = await shrinkImageIfLarge(file('front.png', 3 * MB, 'image/png'));
    expect(drawnSize).toEqual({ width: MAX_IMAGE_EDGE, height: 1440 });
    expect(result.name).toBe('front.jpg');
    expect(result.type).toBe('image/jpeg');
  });

  it('re-encodes an image of 2 MB or more even when it is within 1920 px', async () => {
    decoded = { width: 1800, height: 1200 };
    const result = await shrinkImageIfLarge(file('scan.png', 2.5 * MB, 'image/png'));
    expect(drawnSize).toEqual({ width: 1800, height: 1200 });
    expect(result.name).toBe('scan.jpg');
  });

  it('passes a file the browser cannot decode unchanged, for the backend to judge', async () => {
    decoded = 'undecodable';
    const broken = file('broken.jpg', 3 * MB, 'image/jpeg');
    expect(await shrinkImageIfLarge(broken)).toBe(broken);
  });
});
