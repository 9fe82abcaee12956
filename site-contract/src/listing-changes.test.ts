import { afterEach, expect, test, vi } from 'vitest';
import { announceListingChange, onListingChange, type ListingChange } from './listing-changes.ts';

afterEach(() => vi.unstubAllGlobals());

test('a change announced by one remote is heard by another, until it stops listening', () => {
  vi.stubGlobal('window', new EventTarget()); // the page every remote shares
  const heard: ListingChange[] = [];
  const stop = onListingChange((change) => heard.push(change));
  announceListingChange({ id: 'home-1', change: 'saved' });
  window.dispatchEvent(new CustomEvent('marketplace:listing-changed', { detail: { id: 7 } })); // malformed: ignored
  stop();
  announceListingChange({ id: 'home-2', change: 'deleted' });
  expect(heard).toEqual([{ id: 'home-1', change: 'saved' }]);
});

test('without a page (Node), announcing is a no-op', () => {
  expect(() => announceListingChange({ id: 'x', change: 'saved' })).not.toThrow();
  expect(onListingChange(() => {})).toBeTypeOf('function');
});
