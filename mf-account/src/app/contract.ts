import type { EntryPoints, NavEntry, RouteDeclaration } from 'site-contract';
import type { pages } from './pages.ts';

/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for.
 */
export const contract = { pageContract: 1, sharedFirebase: '^3.2.0' } as const;

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
    order: 30,
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5C21 16.2 16.4 14 12 14Z',
  },
] satisfies NavEntry[];

/** The shell's auth gate sends a signed-out visitor of a private page here. */
export const entries = { signIn: '/sign-in' } satisfies EntryPoints;
