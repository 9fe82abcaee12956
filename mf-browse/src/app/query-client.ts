import { QueryClient } from '@tanstack/react-query';

// One cache for the life of the page: going back to a list restores its loaded pages.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
  },
});
