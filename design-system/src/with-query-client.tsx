import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageCode } from 'site-contract';

/**
 * What wraps each of a remote's pages in that remote's own query cache, so the shell can mount
 * them bare (each page's PageCode kept). React Query is not a federation singleton: a remote's
 * cache is its own (docs/conventions.md, "A feature's api/ file").
 */
export function withQueryClient(client: QueryClient) {
  return function withProviders(Page: ComponentType & PageCode): ComponentType & PageCode {
    function ProvidedPage() {
      return (
        <QueryClientProvider client={client}>
          <Page />
        </QueryClientProvider>
      );
    }
    ProvidedPage.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
    return Object.assign(ProvidedPage, { loadCode: Page.loadCode });
  };
}
