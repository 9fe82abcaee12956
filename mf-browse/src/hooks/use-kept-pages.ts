// A list's Load More survives a reload and a Back (issue 53: a reload after Load More dropped back
// to 10 results): how many pages were loaded is kept for the history entry, and the list loads
// them again, one after the other, before it says it is done.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { keepFor, keptFor } from '../lib/tab-memory.ts';

/** More pages than this are not loaded again (a list's reads stay bounded). */
export const KEPT_PAGES_MAX = 10;

const readCount = (raw: unknown) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw > 1 ? Math.min(raw, KEPT_PAGES_MAX) : undefined;

/** Loads again the pages the list had on this history entry; true while it does. */
export function useKeptPages(query: UseInfiniteQueryResult<InfiniteData<unknown>>): boolean {
  const { key, pathname, search } = useLocation();
  // The first entry of a tab has the key "default" whatever its address: the address tells them apart.
  const entry = `${key}|${pathname}${search}`;
  const [wanted] = useState(() => keptFor('list-pages', entry, readCount) ?? 1);
  const loaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage, isFetchNextPageError } = query;
  // Past the last page (the list got shorter), or a page that failed (Load More is there to try
  // again): what is there is what there is.
  const stopped = !hasNextPage || isFetchNextPageError;
  const catchingUp = loaded > 0 && loaded < wanted && !stopped;

  useEffect(() => {
    if (catchingUp && !isFetching) void fetchNextPage();
  }, [catchingUp, isFetching, fetchNextPage]);

  useEffect(() => {
    if (loaded > 0 && (loaded >= wanted || stopped)) keepFor('list-pages', entry, loaded);
  }, [entry, loaded, wanted, stopped]);

  return catchingUp;
}
