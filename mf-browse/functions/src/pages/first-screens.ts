// This slice's first screens (issues 38 and 48): the site's server asks this function for the
// fragment of an address whose route names it (routes.json's `firstScreenFunction`), and writes
// the answer into the page; it never runs this slice's code itself. GET ?route=<the route's path
// as declared>&url=<the page's path and query string> answers site-contract's
// FirstScreenFragment: the first screen rendered by the pages themselves (render-first-screen.tsx)
// from the read the page makes first, with a listing's own head (and 404 for a listing that is not
// there), or the address of the search in the place a search's text names (302). `&locale=`: the
// site's language (issue 88), in which a page that speaks it is drawn, head and all. It reads
// public data only, as a visitor's browser does.
import { onRequest } from 'firebase-functions/v2/https';
import { decodeFirestoreDocument, isValidDocumentId, parseListing } from '../../../../listing-domain/src/index.ts';
import { documentsUrl } from '../../../../shared-firebase/server/firestore-rest.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import type { FirstScreenFragment } from '../../../../site-contract/src/first-screen-fragment.ts';
import { matchRoute } from '../../../../site-contract/src/route-match.ts';
import { entries, routes } from '../../../src/app/contract.ts';
import { renderFirstScreen } from '../../../src/first-screen/render-first-screen.tsx';
import { FIRST_SCREEN_ROUTES } from '../../../src/first-screen/first-screen-routes.ts';
import { answerForPage } from './first-screen-answer.ts';
import { firstReadOf, readAnswer } from './first-screen-read.ts';
import { listingHead, missingListingHead } from './listing-head.ts';
import { routeHeadIn } from './route-heads.ts';
import { searchPlaceAddress } from './search-place-address.ts';
import { gazetteerNamesAt } from '../../../src/api/places/gazetteer.ts';
import { pageLocaleOf, siteLocaleOf, type PageLocale } from '../../../../site-contract/src/locale.ts';
import { mailI18n } from '../mail/mail-language.ts';

/** The listing the answer holds (null: not there, or not of `type`), or undefined when there is no answer. */
function listingOf(answer: unknown, id: string, type: string) {
  if (answer === undefined) return undefined;
  const error: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'error') : undefined;
  if (typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 404) return null;
  const document = decodeFirestoreDocument(answer);
  if (document?.id !== id) return undefined;
  const listing = parseListing(document.id, document.data);
  return listing?.type === type ? listing : null;
}

/**
 * The language `route`'s page is drawn in for a site speaking `asked` (issue 88): the site's where
 * the route's page speaks it (its `locales` in contract.ts), else English.
 */
export function routeLocale(route: { locales?: readonly PageLocale[] }, asked: string | undefined): PageLocale {
  const locale = pageLocaleOf(asked);
  return locale && route.locales?.includes(locale) ? locale : 'en';
}

/**
 * The fragment of the page at `address` (path and query) under `routePath`, in the site's language
 * `asked` where the page speaks it, or null when it gets none.
 */
export async function firstScreenFragment(
  routePath: string,
  address: string,
  asked?: string,
): Promise<FirstScreenFragment | null> {
  const route = routes.find((r) => r.path === routePath);
  if (!route || !(FIRST_SCREEN_ROUTES as readonly string[]).includes(route.path)) return null;
  const locale = routeLocale(route, asked);
  // The head's words: this codebase's catalogue, in a language the site speaks (the pseudo-locale's page has English ones).
  const words = mailI18n(siteLocaleOf(locale) ?? 'en');
  const url = new URL(address, siteUrl());
  const params = matchRoute(route.path, url.pathname);
  if (!params) return null;
  const listingRoute = route.path === entries.listing.path;
  const type = params[entries.listing.type] ?? '';
  const id = params[entries.listing.id] ?? '';
  // An address that cannot be a listing's is a listing not found, as the page says it.
  if (listingRoute && (!['rent', 'sale'].includes(type) || !isValidDocumentId(id)))
    return { status: 404, head: missingListingHead(words) };
  // A search naming a place without saying which: the search in that place, as the page would go.
  if (route.path === entries.search.path) {
    const location = await searchPlaceAddress(url, gazetteerNamesAt(documentsUrl()));
    if (location) return { status: 302, location };
  }
  const read = firstReadOf(route, params, url, documentsUrl());
  if (!read) return null;
  const answer = await readAnswer(read);
  const rendered = await renderFirstScreen({
    route: route.path,
    url: url.pathname + url.search,
    key: read.key,
    answer,
    locale,
  });
  const screen = rendered ? { html: rendered.html, key: read.key, answer: answerForPage(answer) } : undefined;
  if (!listingRoute) {
    // In English the site's server writes the route's own head; in another language, this one.
    const head = locale === 'en' ? undefined : routeHeadIn(route.path, params, words);
    return rendered ? { status: rendered.status, screen, ...(head ? { head } : {}) } : null;
  }
  const listing = listingOf(answer, id, type);
  if (listing === undefined) return screen ? { status: 200, screen } : null;
  if (listing === null) return { status: 404, head: missingListingHead(words), screen };
  return { status: 200, head: listingHead(listing, siteUrl(), words), screen };
}

export const browseFirstScreens = onRequest({ concurrency: 80, memory: '512MiB' }, async (req, res) => {
  const route = typeof req.query.route === 'string' ? req.query.route : '';
  const address = typeof req.query.url === 'string' ? req.query.url : '';
  const locale = typeof req.query.locale === 'string' ? req.query.locale : undefined;
  res.set('Cache-Control', 'no-store');
  if (!address.startsWith('/') || address.startsWith('//')) {
    res.status(400).json({ error: 'url must be a path' });
    return;
  }
  try {
    const fragment = await firstScreenFragment(route, address, locale);
    if (fragment) res.status(200).json(fragment);
    else res.status(204).send('');
  } catch (error) {
    console.error('browseFirstScreens', route, address, error);
    res.status(503).json({ error: 'The first screen could not be made.' });
  }
});
