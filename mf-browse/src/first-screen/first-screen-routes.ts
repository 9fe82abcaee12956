// The routes whose first screen this slice renders into their HTML (issue 38), and its server
// function that renders them (issue 48: mf-browse/functions; routes.json names it for the site's
// server, which asks it over HTTP). The build (vite.config.ts), the pages (render-first-screen.tsx)
// and the function read them from here.

export const FIRST_SCREEN_ROUTES = [
  '/',
  '/offers',
  '/category/:categoryName',
  '/category/:categoryName/:listingId',
  '/search',
] as const;

export type FirstScreenRoute = (typeof FIRST_SCREEN_ROUTES)[number];

/** The name of the function (mf-browse/functions/src/index.ts exports it). */
export const FIRST_SCREEN_FUNCTION = 'browseFirstScreens';
