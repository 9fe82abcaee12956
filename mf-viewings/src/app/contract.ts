import type { EntryPoints, NavEntry, RouteDeclaration } from 'site-contract';
import type { pages } from './pages.ts';
import { VIEWINGS_PATH } from './viewings-path.ts';

/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for
 * (3.3: the person's badges, useBadges).
 */
export const contract = { pageContract: 1, sharedFirebase: '^3.3.0' } as const;

/**
 * The routes this remote serves (issue 52). Every page is behind the gate: a visitor sent to sign
 * in comes back to it (a hunter to the home's times, an owner to their form).
 */
export const routes = [
  { path: VIEWINGS_PATH, page: 'ViewingsPage', signedIn: true, returnAfterSignIn: true },
  { path: '/book-viewing', page: 'BookViewingPage', signedIn: true, returnAfterSignIn: true },
  { path: '/viewing-times', page: 'ViewingTimesPage', signedIn: true, returnAfterSignIn: true },
] satisfies RouteDeclaration<keyof typeof pages>[];

/** Viewings in the site's navigation, for signed-in people, with the count of viewings with news. */
export const nav = [
  {
    path: VIEWINGS_PATH,
    label: 'Viewings',
    order: 26,
    signedIn: true,
    badge: 'ViewingsBadge',
    icon: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V10h14v10ZM7 12h5v5H7v-5Z',
  },
] satisfies NavEntry[];

/**
 * Where another remote's page sends a person who wants to see a home (`viewing`: the listing's id
 * in `param`) and the home's owner who offers its times (`viewingTimes`).
 */
export const entries = {
  viewing: { path: '/book-viewing', param: 'listing' },
  viewingTimes: { path: '/viewing-times', param: 'listing' },
} satisfies EntryPoints;
