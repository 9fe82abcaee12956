import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * A fresh query cache for a test's render (`render(ui, { wrapper: FreshQueryCache })`): nothing
 * kept from another test, no retries, so a failure shows at once.
 */
export function FreshQueryCache({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
