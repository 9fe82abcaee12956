import { QueryClient } from '@tanstack/react-query';
import { onListingChange } from 'site-contract';
import { accountKeys } from '../api/query-keys.ts';

// One cache for the life of the page (this remote's own: React Query is not shared).
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
});

/**
 * A listing saved, deleted or changed anywhere on the page (the editor, the listing's own page) is
 * read again here: a profile not shown forgets its list (it reads it afresh, never showing what
 * was), one shown reads it again now.
 */
export function forgetChangedListings(client: QueryClient): () => void {
  return onListingChange(() => {
    client.removeQueries({ queryKey: accountKeys.ownListings(), type: 'inactive' });
    void client.invalidateQueries({ queryKey: accountKeys.ownListings(), type: 'active' });
  });
}

forgetChangedListings(queryClient);
