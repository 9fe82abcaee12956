import { beforeEach, describe, expect, test, vi } from 'vitest';

type Upload = {
  file: { name: string };
  onProgress?: (f: number) => void;
  signal?: AbortSignal;
  settle: (ok: boolean) => void;
};
const started: Upload[] = [];
const deleted: string[][] = [];
const fakeImages = {
  uploadListingImage: (
    file: { name: string },
    options: { onProgress?: (f: number) => void; signal?: AbortSignal } = {},
  ) =>
    new Promise<{ url: string; path: string }>((resolve, reject) => {
      const upload: Upload = {
        file,
        ...options,
        settle: (ok) => (ok ? resolve({ url: `url:${file.name}`, path: file.name }) : reject(new Error('refused'))),
      };
      options.signal?.addEventListener('abort', () => reject(new Error('cancelled')));
      started.push(upload);
    }),
  deleteImagesByUrl: (urls: readonly string[]) => {
    deleted.push([...urls]);
    return Promise.resolve(0);
  },
};
vi.mock('./photo-storage.ts', () => fakeImages);
const { PhotoUploads, PhotoUploadFailure, UPLOADS_AT_ONCE } = await import('./photo-uploads.ts');

const file = (name: string) => new File(['12345678'], name, { type: 'image/png' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  started.length = 0;
  deleted.length = 0;
});

describe('the uploads of a listing’s new photos', () => {
  test('send three at a time, report progress, and give the addresses in the chosen order', async () => {
    const uploads = new PhotoUploads(['a', 'b', 'c', 'd'].map(file));
    const seen: string[] = [];
    uploads.subscribe((states) => seen.push(states.map((s) => s.status[0]).join('')));
    const done = uploads.run();
    await tick();
    expect(started.map((u) => u.file.name)).toEqual(['a', 'b', 'c']);
    expect(UPLOADS_AT_ONCE).toBe(3);
    started[1]!.onProgress?.(0.5);
    expect(uploads.current[1]).toEqual({ status: 'uploading', fraction: 0.5 });
    expect(uploads.overall).toBeCloseTo(0.125);
    started[2]!.settle(true);
    await tick();
    expect(started.map((u) => u.file.name)).toEqual(['a', 'b', 'c', 'd']);
    for (const upload of [started[0]!, started[1]!, started[3]!]) upload.settle(true);
    await expect(done).resolves.toEqual(['url:a', 'url:b', 'url:c', 'url:d']);
    expect(seen.at(-1)).toBe('dddd');
  });

  test('a failed photo is sent again alone; the others are not sent twice', async () => {
    const uploads = new PhotoUploads(['a', 'b'].map(file));
    const first = uploads.run();
    await tick();
    started[0]!.settle(true);
    started[1]!.settle(false);
    const error: unknown = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoUploadFailure);
    expect((error as InstanceType<typeof PhotoUploadFailure>).failed).toEqual([1]);
    expect(uploads.current.map((s) => s.status)).toEqual(['done', 'failed']);
    expect(deleted).toEqual([]);

    const again = uploads.run();
    await tick();
    expect(started.map((u) => u.file.name)).toEqual(['a', 'b', 'b']);
    started[2]!.settle(true);
    await expect(again).resolves.toEqual(['url:a', 'url:b']);
  });

  test('cancel stops what is under way and deletes what was sent', async () => {
    const uploads = new PhotoUploads(['a', 'b', 'c', 'd'].map(file));
    const run = uploads.run();
    await tick();
    started[0]!.settle(true);
    await tick();
    await uploads.cancel();
    await expect(run).rejects.toBeInstanceOf(PhotoUploadFailure);
    expect(deleted).toEqual([['url:a']]);
    // d was never started: the cancel came first.
    expect(started.map((u) => u.file.name)).toEqual(['a', 'b', 'c', 'd'].slice(0, started.length));
    expect(uploads.current.every((s) => s.status === 'waiting' || s.status === 'failed')).toBe(true);
  });
});
