import { expect, test } from 'vitest';
import { deletePhotos, type PhotoStore } from './photo-removal.ts';

const failure = (code: string) => Object.assign(new Error(code), { code });

test('deletes each photo, counts one already gone as deleted and a refused one as left', async () => {
  const removed: string[] = [];
  const store: PhotoStore<string> = {
    reference: (url) => {
      if (!url.startsWith('gs://')) throw new Error('not a bucket address');
      return url;
    },
    remove: async (url) => {
      if (url.endsWith('gone')) throw failure('storage/object-not-found');
      if (url.endsWith('locked')) throw failure('storage/unauthorized');
      removed.push(url);
    },
  };
  const left = await deletePhotos(store, ['gs://b/a', 'gs://b/gone', 'gs://b/locked', 'https://elsewhere/x']);
  expect(left).toBe(1);
  expect(removed).toEqual(['gs://b/a']);
});
