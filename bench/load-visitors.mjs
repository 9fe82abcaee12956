// The visitors of `pnpm bench:load` (load-burst.mjs), in a worker thread: each message is a list of
// URLs to view at once; the answer, each view's status, whether it carries its first screen, and
// its time to the last byte (the bodies are read once every answer is in).
import { request } from 'node:http';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

/** What the site's server puts in a page painted with its first screen (functions/src/pages/app-page.ts). */
const FIRST_SCREEN_MARK = 'id="first-screen-read"';

/** The text of an answer's body, uncompressed. */
function bodyText({ encoding, body }) {
  if (!body) return '';
  try {
    return (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  } catch {
    return '';
  }
}

/**
 * One GET of `url`: its status, its Location, its body as it came and its encoding, and the moment
 * its last byte arrived. The body is not read here: each visitor's device decompresses its own page,
 * so the thread that plays them all does it after the burst, not between answers (the
 * decompressing of 500 pages would otherwise be counted in the later answers' times).
 */
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
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
          at: performance.now(),
        }),
      );
      res.on('error', () => resolve({ status: 0, at: performance.now() }));
    });
    req.on('error', () => resolve({ status: 0, at: performance.now() }));
    req.end();
  });
}

/**
 * A page view as a browser makes it (a search for a town is a redirect to its place's page, issue
 * 51, which it follows): its last answer, and the milliseconds to its last byte.
 */
async function view(url) {
  const started = performance.now();
  let answer = await get(url);
  if (answer.status === 302 && answer.location?.startsWith('/')) answer = await get(new URL(answer.location, url).href);
  return { answer, ms: answer.at - started };
}

parentPort.on('message', async ({ id, urls }) => {
  const views = await Promise.all(urls.map((url) => view(url)));
  parentPort.postMessage({
    id,
    views: views.map(({ answer, ms }) => ({
      status: answer.status,
      firstScreen: bodyText(answer).includes(FIRST_SCREEN_MARK),
      ms,
    })),
  });
});
