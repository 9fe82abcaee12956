import { describe, expect, test } from 'vitest';
import type { MadeSize } from './photo-sizes.ts';
import { writeSizes, type Bucket } from './photo-size-files.ts';

const dropped = () => Object.assign(new Error('request failed, reason: read ECONNRESET'), { code: 'ECONNRESET' });

/** A bucket whose uploads fail with the errors given, one per try, then succeed; it keeps what was saved. */
function fakeBucket(failures: Error[]) {
  const saved: string[] = [];
  let tries = 0;
  const bucket = {
    file: (name: string) => ({
      save: async () => {
        tries += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        saved.push(name);
      },
      exists: async () => [true],
      delete: async () => [],
    }),
  } as unknown as Bucket;
  return { bucket, saved, tries: () => tries };
}

const sizes: MadeSize[] = [
  { size: 'card', bytes: Buffer.from('card'), width: 400, height: 300 },
  { size: 'view', bytes: Buffer.from('view'), width: 1280, height: 960 },
];
const noWait = { retryAfterMs: [0, 0] };

describe('writing a photo’s sizes', () => {
  test('an upload whose connection was dropped is tried again, and every size is written', async () => {
    const { bucket, saved, tries } = fakeBucket([dropped(), dropped()]);
    await writeSizes(bucket, 'images/u1-house.jpg-abc', sizes, noWait);
    expect(saved).toEqual(['sizes/400/u1-house.jpg-abc.webp', 'sizes/1280/u1-house.jpg-abc.webp']);
    expect(tries()).toBe(4);
  });

  test('it gives up after three tries with the last error', async () => {
    const { bucket, saved } = fakeBucket([dropped(), dropped(), dropped()]);
    await expect(writeSizes(bucket, 'images/u1-house.jpg-abc', sizes, noWait)).rejects.toThrow('ECONNRESET');
    expect(saved).toEqual([]);
  });

  test('a refusal is not tried again', async () => {
    const refused = Object.assign(new Error('Permission denied'), { code: 403 });
    const { bucket, tries } = fakeBucket([refused]);
    await expect(writeSizes(bucket, 'images/u1-house.jpg-abc', sizes, noWait)).rejects.toThrow('Permission denied');
    expect(tries()).toBe(1);
  });
});
