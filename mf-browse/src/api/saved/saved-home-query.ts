// Whether one home is saved by whoever is signed in, as a query (the hearts of a page ask
// together, in one read: api/saved).
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { loadSavedHomes } from './load-saved-homes.ts';

export function savedHomeQuery(listingId: string) {
  return queryOptions({
    queryKey: browseKeys.savedHome(listingId),
    queryFn: async () => (await loadSavedHomes()).isHomeSaved(listingId),
    // Asked again whenever a heart shows: who is signed in may have changed on another page.
    staleTime: 0,
  });
}
