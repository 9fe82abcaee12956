// The visitors of `pnpm bench:load` (load-burst.mjs), in a worker thread: each message is a list of
// URLs to view at once; the answer, each view's status, whether it carries its first screen, and
// its time to the last byte.
import { request } from 'node:http';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

/** What the site's server puts in a page painted with its first screen (functions/src/pages/app-page.ts). */
const FIRST_SCREEN_MARK = 'id="first-screen-read"';

/** The text of an answer's body, uncompressed. */
function bodyText(res, body) {
  try {
    return (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  } catch {
    return '';
  }
}

/** One GET of `url`: its status, its Location, and whether its body carries the first screen. */
function get(url) {
  return new Promise((resolve) => {
    // As a browser asks: compressed (the host keeps each page's gzip, as a CDN does).
    const req = request(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          location: res.headers.location,
          firstScreen: bodyText(res, Buffer.concat(chunks)).includes(FIRST_SCREEN_MARK),
        }),
      );
      res.on('error', () => resolve({ status: 0, firstScreen: false }));
    });
    req.on('error', () => resolve({ status: 0, firstScreen: false }));
    req.end();
  });
}

/**
 * A page view as a browser makes it (a search for a town is a redirect to its place's page, issue
 * 51, which it follows): the final status, whether the page carries its first screen, and the
 * milliseconds to its last byte.
 */
async function view(url) {
  const started = performance.now();
  let answer = await get(url);
  if (answer.status === 302 && answer.location?.startsWith('/')) answer = await get(new URL(answer.location, url).href);
  return { status: answer.status, firstScreen: answer.firstScreen, ms: performance.now() - started };
}

parentPort.on('message', async ({ id, urls }) => {
  parentPort.postMessage({ id, views: await Promise.all(urls.map((url) => view(url))) });
});
