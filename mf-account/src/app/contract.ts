import type { RouteDeclaration } from 'site-contract';
import type { pages } from './pages.ts';

/**
 * What this remote needs of the shell that mounts it: the page contract (router-free pages
 * without props, in an object named `pages`) and the range of shared-firebase it was built for.
 */
export const contract = { pageContract: 1, sharedFirebase: '^1.12.0' } as const;

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
