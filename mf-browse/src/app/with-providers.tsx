import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageCode } from 'site-contract';
import { queryClient } from './query-client.ts';

/** Wraps a page in this remote's providers, so the shell can mount it bare (its PageCode kept). */
export function withProviders(Page: ComponentType & PageCode): ComponentType & PageCode {
  function ProvidedPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  ProvidedPage.displayName = `WithProviders(${Page.displayName ?? Page.name})`;
  return Object.assign(ProvidedPage, { loadCode: Page.loadCode });
}
