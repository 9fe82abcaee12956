import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { KEPT_PAGES_MAX, useKeptPages } from './use-kept-pages.ts';

type Query = UseInfiniteQueryResult<InfiniteData<unknown>>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/offers']}>{children}</MemoryRouter>
);
const ENTRY = 'list-pages:default|/offers';

/** A list's query with `pages` loaded (the fields the hook reads). */
function listQuery(pages: number, more = true, failed = false) {
  return {
    data: { pages: Array.from({ length: pages }, () => ({})), pageParams: [] },
    hasNextPage: more,
    isFetching: false,
    isFetchNextPageError: failed,
    fetchNextPage: vi.fn(() => Promise.resolve()),
  } as unknown as Query & { fetchNextPage: ReturnType<typeof vi.fn> };
}

test('a reload after Load More loads the pages again, one after the other, then keeps the count', () => {
  sessionStorage.setItem(ENTRY, '3');
  const first = listQuery(1);
  const { rerender } = renderHook((query: Query) => useKeptPages(query), { wrapper, initialProps: first });
  expect(first.fetchNextPage).toHaveBeenCalledTimes(1);
  const second = listQuery(2);
  rerender(second);
  expect(second.fetchNextPage).toHaveBeenCalledTimes(1);
  const third = listQuery(3);
  rerender(third);
  expect(third.fetchNextPage).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(ENTRY)).toBe('3');
});

test('a first visit loads one page; Load More is kept as it goes', () => {
  const one = listQuery(1);
  const { rerender } = renderHook((query: Query) => useKeptPages(query), { wrapper, initialProps: one });
  expect(one.fetchNextPage).not.toHaveBeenCalled();
  rerender(listQuery(2));
  expect(sessionStorage.getItem(ENTRY)).toBe('2');
});

test('a failed page, a shorter list or an edited count stops it; at most KEPT_PAGES_MAX pages', () => {
  sessionStorage.setItem(ENTRY, '4');
  const failing = listQuery(2, true, true);
  renderHook((query: Query) => useKeptPages(query), { wrapper, initialProps: failing });
  expect(failing.fetchNextPage).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(ENTRY)).toBe('2');

  sessionStorage.setItem(ENTRY, '"lots"');
  const edited = listQuery(1);
  renderHook((query: Query) => useKeptPages(query), { wrapper, initialProps: edited });
  expect(edited.fetchNextPage).not.toHaveBeenCalled();

  sessionStorage.setItem(ENTRY, '500');
  const loaded = listQuery(KEPT_PAGES_MAX);
  renderHook((query: Query) => useKeptPages(query), { wrapper, initialProps: loaded });
  expect(loaded.fetchNextPage).not.toHaveBeenCalled();
});
