import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/** Wraps a page in this remote's providers, so the shell can mount it bare. */
export function withProviders(Page: ComponentType): ComponentType {
  function ProvidedPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  ProvidedPage.displayName = `WithProviders(${Page.displayName ?? Page.name})`;
  return ProvidedPage;
}
