import { beforeEach, expect, test } from 'vitest';
import { forgetUnsaved, rememberUnsaved, unsavedPhotosOf } from './unsaved-photos.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { localStorage: storage });
});

const photo = (uid: string, name: string) =>
  `http://127.0.0.1:9199/v0/b/demo/o/images%2F${uid}-${name}?alt=media&token=t`;

test('the ledger keeps each owner their own unsaved photos, once each, until forgotten', () => {
  rememberUnsaved(photo('alice', 'a.png'));
  rememberUnsaved(photo('bob', 'b.png'));
  rememberUnsaved(photo('alice', 'a.png'));
  expect(unsavedPhotosOf('alice')).toEqual([photo('alice', 'a.png')]);
  expect(unsavedPhotosOf('bob')).toEqual([photo('bob', 'b.png')]);
  forgetUnsaved([photo('alice', 'a.png')]);
  expect(unsavedPhotosOf('alice')).toEqual([]);
  forgetUnsaved([photo('bob', 'b.png')]);
  expect(storage.items.size).toBe(0);
});

test('a broken ledger reads as empty and is written over', () => {
  storage.setItem('marketplace:unsaved-photos', '{not json');
  expect(unsavedPhotosOf('alice')).toEqual([]);
  storage.setItem('marketplace:unsaved-photos', JSON.stringify([1, null, photo('alice', 'x.png')]));
  expect(unsavedPhotosOf('alice')).toEqual([photo('alice', 'x.png')]);
});
