// What the site and the build read of this remote (its routes, nav entries and entry points),
// the one place they are declared. Only the build, the slice's functions and the standalone app
// import this module: the remote's pages import the shell contract and the entry points from their
// own modules (the lint's app boundaries say so), so the routes are not in every page's JS
// (0.5 KB gzip on each page of mf-browse, issue 49).
import type { DataDeclaration, NavEntry, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import type { pages } from './pages.ts';

export { contract } from './shell-contract.ts';
export { entries } from './entries.ts';

/**
 * The routes this remote serves. Its build publishes them as routes.json beside mf-manifest.json,
 * and the deploy step puts them in the site's deployment: a new route ships with this remote,
 * with no shell release.
 */
export const routes = [
  { path: '/sign-in', page: 'SignInPage', signedIn: false },
  { path: '/sign-up', page: 'SignUpPage', signedIn: false },
  { path: '/forgot-password', page: 'ForgotPasswordPage', signedIn: false },
  { path: '/profile', page: 'ProfilePage', signedIn: true },
] satisfies RouteDeclaration<keyof typeof pages>[];

/** This remote's link in the site's navigation: the spec's 'Proflie' (its own spelling), last. */
export const nav = [
  {
    path: '/profile',
    label: 'Proflie',
    labels: { fr: 'Profil', de: 'Profil', es: 'Perfil' },
    order: 30,
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5C21 16.2 16.4 14 12 14Z',
  },
] satisfies NavEntry[];

/**
 * The data this slice owns (issue 87; tooling/data-ownership.test.ts): each person's profile (the
 * contact page and the conversations read a landlord's name) and mail settings (the platform's
 * outbox reads them).
 */
export const data = {
  firestore: ['users', 'mailSettings'],
  storage: [],
  published: ['users', 'mailSettings'],
} satisfies DataDeclaration;

/**
 * The languages this slice's pages speak (issue 88): every one the site speaks, from its own
 * catalogue (src/locales/), and the pseudo-locale for tests. (The build reads this module with
 * Node, which runs no TypeScript from other packages: the list is written here, not imported.)
 */
export const locales = ['en', 'fr', 'de', 'es', 'en-XA'] satisfies PageLocale[];
