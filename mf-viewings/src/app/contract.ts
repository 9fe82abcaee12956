// What the site and the build read of this remote (its routes, nav entries and entry points),
// the one place they are declared. Only the build, the slice's functions and the standalone app
// import this module: the remote's pages import the shell contract and the entry points from their
// own modules (the lint's app boundaries say so), so the routes are not in every page's JS
// (0.5 KB gzip on each page of mf-browse, issue 49).
import type { DataDeclaration, NavEntry, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import type { pages } from './pages.ts';
import { VIEWINGS_PATH } from './viewings-path.ts';

export { contract } from './shell-contract.ts';
export { entries } from './entries.ts';

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
    labels: { fr: 'Visites', de: 'Besichtigungen', es: 'Visitas' },
    order: 26,
    signedIn: true,
    badge: 'ViewingsBadge',
    // Counted by the bell too, a line on the Alerts page (issue 86).
    news: {
      count: 'viewings',
      one: '1 viewing with news for you',
      other: '{count} viewings with news for you',
      languages: {
        fr: { one: '1 visite avec du nouveau pour vous', other: '{count} visites avec du nouveau pour vous' },
        de: {
          one: '1 Besichtigung mit Neuigkeiten für dich',
          other: '{count} Besichtigungen mit Neuigkeiten für dich',
        },
        es: { one: '1 visita con novedades para ti', other: '{count} visitas con novedades para ti' },
      },
    },
    icon: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V10h14v10ZM7 12h5v5H7v-5Z',
  },
] satisfies NavEntry[];

/**
 * The data this slice owns (issue 87; tooling/data-ownership.test.ts): the viewings, their slots
 * and the homes' viewing times, and what its e-mail keeps (quotas, digests, changes gathered).
 * Published: the viewings (the editor counts requests) and the viewing times.
 */
export const data = {
  firestore: ['viewings', 'viewingSlots', 'viewingTimes', 'viewingMailQuota', 'viewingMailDigests', 'viewingMailSeen'],
  storage: [],
  published: ['viewings', 'viewingTimes'],
} satisfies DataDeclaration;

/**
 * The languages this slice's pages speak (issue 88): every one the site speaks, from its own
 * catalogue (src/locales/), and the pseudo-locale for tests. (The build reads this module with
 * Node, which runs no TypeScript from other packages: the list is written here, not imported.)
 */
export const locales = ['en', 'fr', 'de', 'es', 'en-XA'] satisfies PageLocale[];
