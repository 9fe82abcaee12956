import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FreshQueryCache } from 'design-system/fresh-query-cache';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { InLocale } from '../i18n/i18n.ts';

/** `ui` rendered in this slice's words, with a fresh query cache. */
export function renderInLocale(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => (
      <FreshQueryCache>
        <InLocale>{children}</InLocale>
      </FreshQueryCache>
    ),
  });
}

/**
 * Renders `page` at `path` with the host's toasts and a fresh query cache, and a 'Home' heading at / to land on;
 * `others`: more pages to land on, by path.
 */
export function renderRoute(path: string, page: ReactElement, others: Record<string, ReactElement> = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/" element={<h1>Home</h1>} />
        {Object.entries(others).map(([at, element]) => (
          <Route key={at} path={at} element={element} />
        ))}
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
    {
      wrapper: ({ children }) => (
        <FreshQueryCache>
          <InLocale>{children}</InLocale>
        </FreshQueryCache>
      ),
    },
  );
}
