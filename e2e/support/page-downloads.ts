import type { BrowserContext, Page } from '@playwright/test';

/** One script a page downloaded: its text (null when the body could not be read) and gzip body bytes. */
export interface DownloadedScript {
  text: string | null;
  bytes: number;
}

/**
 * Opens `path` in a new tab of `context`, waits for `ready` and for the network to settle, and
 * returns the paths the tab requested and the scripts it downloaded.
 */
export async function loadPage(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<{ requests: string[]; scripts: DownloadedScript[] }> {
  const page = await context.newPage();
  const requests: string[] = [];
  const scripts: Promise<DownloadedScript>[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      Promise.all([response.text().catch(() => null), response.request().sizes()]).then(([text, sizes]) => ({
        text,
        // Body bytes as sent (gzip from the site's server), without the headers.
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts);
  await page.close();
  return { requests, scripts: downloaded };
}
