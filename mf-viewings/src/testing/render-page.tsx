import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { InLocale } from '../i18n/i18n.ts';

/**
 * Renders `ui` as this remote's pages run: a fresh query cache (no retries), a router at `path`,
 * and the slice's words (English unless a test activated another language).
 */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <InLocale>{ui}</InLocale>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
