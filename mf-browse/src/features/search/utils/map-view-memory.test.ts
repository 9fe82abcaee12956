// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { forgetView, rememberedView, rememberView } from './map-view-memory.ts';

test('a view kept for a history entry comes back for it, and for no other; forgotten, it is gone', () => {
  rememberView('abc', { zoom: 12, lat: 55.95, lng: -3.19 });
  expect(rememberedView('abc')).toEqual({ zoom: 12, lat: 55.95, lng: -3.19 });
  expect(rememberedView('other')).toBeUndefined();
  forgetView('abc');
  expect(rememberedView('abc')).toBeUndefined();
});

test('what is not a view (edited, or off the globe) is no view; storage that throws is no view', () => {
  sessionStorage.setItem('search-map-view:x', '{"zoom":3,"lat":95,"lng":0}');
  expect(rememberedView('x')).toBeUndefined();
  sessionStorage.setItem('search-map-view:y', 'not json');
  expect(rememberedView('y')).toBeUndefined();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(() => rememberView('z', { zoom: 1, lat: 0, lng: 0 })).not.toThrow();
  expect(rememberedView('z')).toBeUndefined();
});
