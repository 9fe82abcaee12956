import { describe, expect, test } from 'vitest';
import { addFiles, keptPhotos, makeCover, movePhoto, newFiles, photosToSave, removePhoto } from './photo-order.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const names = (photos: ReturnType<typeof keptPhotos>) =>
  photos.map((photo) => ('file' in photo ? photo.file.name : photo.url));

describe('the order of a listing’s photos', () => {
  const start = addFiles(keptPhotos(['kept-a', 'kept-b']), [file('c.png'), file('d.png')], (f) => `blob:${f.name}`);

  test('new files come after the kept photos, each with its preview', () => {
    expect(names(start)).toEqual(['kept-a', 'kept-b', 'c.png', 'd.png']);
    expect(start[2]).toMatchObject({ preview: 'blob:c.png' });
    expect(new Set(start.map((p) => p.key)).size).toBe(4);
  });

  test('a photo moves earlier and later, and stays in the list at its ends', () => {
    expect(names(movePhoto(start, 2, 1))).toEqual(['kept-a', 'c.png', 'kept-b', 'd.png']);
    expect(names(movePhoto(start, 0, 1))).toEqual(['kept-b', 'kept-a', 'c.png', 'd.png']);
    expect(names(movePhoto(start, 3, 9))).toEqual(names(start));
    expect(names(movePhoto(start, 0, -1))).toEqual(names(start));
    expect(names(movePhoto(start, 7, 0))).toEqual(names(start));
  });

  test('the third photo made the cover comes first, the others keep their order', () => {
    expect(names(makeCover(start, 2))).toEqual(['c.png', 'kept-a', 'kept-b', 'd.png']);
  });

  test('a removed photo leaves the list; the save takes addresses and files in order', () => {
    const left = removePhoto(makeCover(start, 3), 1);
    expect(names(left)).toEqual(['d.png', 'kept-b', 'c.png']);
    expect(newFiles(left).map((f) => f.name)).toEqual(['d.png', 'c.png']);
    expect(photosToSave(left).map((p) => (typeof p === 'string' ? p : p.name))).toEqual(['d.png', 'kept-b', 'c.png']);
    const shrunk = [file('d-small.jpg'), file('c-small.jpg')];
    expect(photosToSave(left, shrunk).map((p) => (typeof p === 'string' ? p : p.name))).toEqual([
      'd-small.jpg',
      'kept-b',
      'c-small.jpg',
    ]);
  });
});
