import { QueryClient } from '@tanstack/react-query';

// One cache for the life of the page (this remote's own: React Query is not shared).
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
});
