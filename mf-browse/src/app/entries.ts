import type { EntryPoints } from 'site-contract';

/**
 * The header's place search submits to this remote's search page, the place in `q`; a listing's
 * page is where other remotes link a listing (issue 48: they never write its address); the site's
 * sitemap of listings is this remote's server function's (functions/src/pages/sitemap.ts).
 */
export const entries = {
  search: { path: '/search', param: 'q' },
  listing: {
    path: '/category/:categoryName/:listingId',
    type: 'categoryName',
    id: 'listingId',
    sitemapFunction: 'browseSitemap',
  },
  // A draft shown as its listing will be (issue 52), the draft's id in `param`.
  draftPreview: { path: '/listing-preview', param: 'draft' },
} satisfies EntryPoints;
