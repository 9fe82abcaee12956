import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { InLocale } from '../i18n/i18n.ts';

/**
 * Renders `ui` as the remote's pages run: a fresh query cache (no retries, so a failure shows at
 * once; returned, to refetch), a router at `path` (with `route` as the pattern that gives `ui` its params), toasts
 * and the slice's words (English unless a test activates another language).
 */
export function renderWithProviders(ui: ReactElement, { path = '/', route }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <InLocale>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          ) : (
            ui
          )}
          <ToastContainer />
        </MemoryRouter>
      </QueryClientProvider>
    </InLocale>,
  );
  return { ...view, client };
}
