// What a CDN in front of the site's page function does, for the local host (issue 83): in production
// Hosting's CDN keeps a page the function marks `public, s-maxage=…` and Cloud Functions scale out;
// the local site has one machine, so without this a burst of page views queued every render. The
// local host therefore:
// - in `cacheFirst` mode (a CDN's), serves a page it keeps while it is fresh; otherwise (the local
//   site's default, below) asks the function first and serves a kept page only when the function
//   is busy or fails (stale-if-error, and "stale if busy");
// - keeps each page as its Cache-Control allows (`s-maxage`, else `max-age`; never `private` or
//   `no-store`), the most recently used `maxEntries` of them;
// - serves a kept page past its age, while its `stale-while-revalidate` lasts, and has it made
//   again once in the background (or still, if the function fails meanwhile);
// - asks the function once for a page many visitors want at the same moment (request collapsing);
// - has at most `maxInFlight` pages made at once, and none started while the host is answering a
//   burst: any other page is answered at once without the server's work (the plain page, which the
//   app completes), never queued behind the others.

/**
 * The caching directives of a Cache-Control header.
 * @param {string | null | undefined} header
 */
export function parseCacheControl(header) {
  const directives = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value === undefined ? true : Number(value));
  }
  const seconds = (name) => {
    const value = directives.get(name);
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const shared = !directives.has('private') && !directives.has('no-store') && !directives.has('no-cache');
  return {
    /** How long a shared cache may serve it as fresh, in seconds. */
    freshFor: shared ? (directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age')) : 0,
    /** How long after that it may still serve it while it asks again. */
    staleFor: shared ? seconds('stale-while-revalidate') : 0,
  };
}

/** Answers worth keeping: a page, a missing page, a redirect (as a CDN keeps them). */
const KEPT_STATUSES = new Set([200, 301, 302, 404]);

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer }} Answer
 * @typedef {Answer & { storedAt: number, freshFor: number, staleFor: number, gzip?: Buffer }} Kept
 * @typedef {{ answer?: Answer & { gzip?: Buffer }, state: 'hit' | 'stale' | 'miss' | 'shed' | 'failed', age: number }} Served
 */

/**
 * @param {{ maxEntries?: number, maxInFlight?: number, cacheFirst?: boolean, now?: () => number }} [options]
 *   cacheFirst: serve a kept page while it is fresh (a CDN's way); otherwise ask the origin first
 *   and serve a kept page only when the origin is busy or fails.
 */
export function createEdgeCache({ maxEntries = 500, maxInFlight = 3, cacheFirst = true, now = Date.now } = {}) {
  /** @type {Map<string, Kept>} */
  const kept = new Map();
  /** @type {Map<string, Promise<Kept | Answer | undefined>>} */
  const inFlight = new Map();
  const counts = { hit: 0, stale: 0, miss: 0, shed: 0, failed: 0 };

  function keep(key, answer) {
    const { freshFor, staleFor } = parseCacheControl(answer.headers['cache-control']);
    if (!KEPT_STATUSES.has(answer.status) || freshFor === 0) {
      kept.delete(key);
      return answer;
    }
    const entry = { ...answer, storedAt: now(), freshFor: freshFor * 1000, staleFor: staleFor * 1000 };
    kept.delete(key);
    kept.set(key, entry);
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value);
    return entry;
  }

  /** Asks the origin for `key` unless it is already asked; undefined when it failed or was shed. */
  function ask(key, load, busy) {
    const asked = inFlight.get(key);
    if (asked) return asked;
    if (busy || inFlight.size >= maxInFlight) return undefined;
    const asking = (async () => {
      try {
        const answer = await load();
        return answer ? keep(key, answer) : undefined;
      } catch {
        return undefined;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, asking);
    return asking;
  }

  /**
   * The answer for `key`: kept, or asked of the origin with `load` (which resolves with an Answer,
   * or undefined when the origin could not make it).
   * @param {string} key
   * @param {() => Promise<Answer | undefined>} load
   * @param {{ busy?: boolean }} [options] busy: the host is answering a burst; no page is made now
   *   (its CPU would slow every answer), a kept one is served and a missing one is the plain page.
   * @returns {Promise<Served>}
   */
  async function serve(key, load, { busy = false } = {}) {
    const entry = kept.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    const usable = entry && age < entry.freshFor + entry.staleFor;
    if (cacheFirst && entry && age < entry.freshFor) {
      counts.hit += 1;
      return { answer: entry, state: 'hit', age };
    }
    if (cacheFirst && usable) {
      // Made again in the background, at most once at a time; the stale page answers now.
      void ask(key, load, busy);
      counts.stale += 1;
      return { answer: entry, state: 'stale', age };
    }
    // Being made for another visitor: the kept page now rather than a wait for the new one.
    if (usable && inFlight.has(key)) return keptOr(entry, usable, age, 'shed');
    const asking = ask(key, load, busy);
    // The origin is busy (or failed): the kept page while it may still be served, else none.
    if (!asking) return keptOr(entry, usable, age, 'shed');
    const answer = await asking;
    if (!answer) return keptOr(entry, usable, age, 'failed');
    counts.miss += 1;
    return { answer, state: 'miss', age: 0 };
  }

  function keptOr(entry, usable, age, state) {
    if (usable) {
      counts[age < entry.freshFor ? 'hit' : 'stale'] += 1;
      return { answer: entry, state: age < entry.freshFor ? 'hit' : 'stale', age };
    }
    counts[state] += 1;
    return { state, age: 0 };
  }

  return {
    serve,
    /** How many answers came from where, since the host started. */
    counts: () => ({ ...counts, kept: kept.size, inFlight: inFlight.size }),
  };
}
