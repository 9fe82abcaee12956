import type { Page } from '@playwright/test';

/**
 * Serves the shell's page at `path` as the host does when the site's server cannot make it (issue
 * 38): the plain page, which the app fills by itself (its first-load script starts the early read).
 * The request goes on to the local server for its index.html, so the page keeps its address.
 */
export async function withoutSiteServer(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.port === '4173' && url.pathname === path,
    (route) => route.continue({ url: new URL('/index.html', route.request().url()).href }),
  );
}
