// The signed-in person's saved homes, newest saved first, 10 at a time, as one infinite query.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadSavedHomes, type SavedCursor } from './load-saved-homes.ts';

export const savedHomesQuery = infiniteQueryOptions({
  queryKey: browseKeys.savedHomes(),
  queryFn: async ({ pageParam }) => (await loadSavedHomes()).listSavedHomes({ after: pageParam }),
  initialPageParam: null as SavedCursor | null,
  getNextPageParam: (last) => last.next ?? undefined,
});
