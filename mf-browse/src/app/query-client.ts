import { QueryClient } from '@tanstack/react-query';
import { onListingChange } from 'site-contract';
import { browseKeys } from '../api/query-keys.ts';

// One cache for the life of the page: going back to a list restores its loaded pages.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
  },
});

/**
 * A listing saved or deleted anywhere on the page (the editor, the profile, this remote's own
 * Delete) is forgotten here: its page reads it again rather than show what it was (issue 35,
 * defects 1 and 3), and the lists, searches and saved homes that may hold it read again when shown.
 */
export function forgetChangedListings(client: QueryClient): () => void {
  return onListingChange(({ id }) => {
    // Not shown: forgotten. Shown (its status changed on its own page): read again now.
    client.removeQueries({ queryKey: browseKeys.listing(id), type: 'inactive' });
    void client.invalidateQueries({ queryKey: browseKeys.listing(id), type: 'active' });
    for (const list of [browseKeys.listings(), browseKeys.search(), browseKeys.searchMap(), browseKeys.savedHomes()])
      void client.invalidateQueries({ queryKey: list });
  });
}

forgetChangedListings(queryClient);
