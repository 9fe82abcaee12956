// This remote's first-screen module (issue 38; site-contract's FirstScreenModule): the site's
// server renders the first screen of the lists and of a listing's page into their HTML with it,
// from the answer of the route's first read. It renders the pages themselves, with the answer
// they take in the browser (takeFirstScreenRead), so the markup is what their first render makes
// and the page takes over from it without a change. Bundled into this slice's own server function
// (mf-browse/functions, issue 48), never loaded by a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { serveFirstScreenRead, type FirstScreenModule, type RenderedFirstScreen } from 'site-contract';
import { isMissingDocument } from '../api/listings/listing-reads.ts';
import { CategoryPage } from '../features/category/components/category-page.tsx';
import { ExplorePage } from '../features/explore/components/explore-page.tsx';
import { ListingPage } from '../features/listing-detail/components/listing-page.tsx';
import { OffersPage } from '../features/offers/components/offers-page.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { loadSearchModel } from '../features/search/utils/search-model.ts';
import { searchFirstReadAt } from '../early-reads/search-early-read.ts';
import type { FirstScreenRoute } from './first-screen-routes.ts';
import { InLocale, renderIn } from '../i18n/i18n.ts';

/** The routes with a first screen in their HTML (contract.ts's paths), and their pages. */
export const FIRST_SCREEN_PAGES: Readonly<Record<FirstScreenRoute, ComponentType>> = {
  '/': ExplorePage,
  '/offers': OffersPage,
  '/category/:categoryName': CategoryPage,
  '/category/:categoryName/:listingId': ListingPage,
  '/search': SearchPage,
};

/**
 * The first read of a route that declares none (its read depends on the query string): the
 * search's first page, as its early-read module asks it. The server does not know the screen's
 * width: an address showing the map gets no first screen (a phone would read the map's area).
 */
export const firstRead: NonNullable<FirstScreenModule['firstRead']> = ({ route, url, documentsUrl }) =>
  route === '/search' ? searchFirstReadAt(url, documentsUrl, () => false) : null;

/** The first screen of `route`'s page at `url`, rendered from `answer` (the read kept under `key`). */
export const renderFirstScreen: FirstScreenModule['renderFirstScreen'] = async ({
  route,
  url,
  key,
  answer,
  locale = 'en',
}) => {
  const Page = (FIRST_SCREEN_PAGES as Readonly<Record<string, ComponentType | undefined>>)[route];
  // No answer (the read failed, or the address asks for none): the page reads and renders itself.
  if (!Page || answer === undefined || key === undefined) return null;
  // The search page renders with its search code at once (in the browser its route loads it first).
  if (route === '/search') await loadSearchModel();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // In the page's language, set for this render alone (renderIn: the render is synchronous).
  const html = await renderIn(locale, () =>
    serveFirstScreenRead(key, answer, () =>
      renderToString(
        <InLocale>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={route} element={<Page />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </InLocale>,
      ),
    ),
  );
  // A part the page loads lazily (the heart) is its fallback here, as at the page's first render
  // in the browser; React notes why in a <template> no reader needs.
  const screen: RenderedFirstScreen = {
    html: html.replace(/<template data-msg="[^"]*"[^>]*><\/template>/g, ''),
    status: isMissingDocument(answer) ? 404 : 200,
  };
  return screen;
};
