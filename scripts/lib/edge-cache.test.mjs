import { describe, expect, it } from 'vitest';
import { createEdgeCache, parseCacheControl } from './edge-cache.mjs';

const page = (text, cacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600', status = 200) => ({
  status,
  headers: { 'content-type': 'text/html', 'cache-control': cacheControl },
  body: Buffer.from(text),
});

function clock() {
  let time = 1_000_000;
  return { now: () => time, pass: (seconds) => (time += seconds * 1000) };
}

describe('parseCacheControl', () => {
  it('reads what a shared cache may do', () => {
    expect(parseCacheControl('public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toEqual({
      freshFor: 60,
      staleFor: 600,
    });
    expect(parseCacheControl('public, max-age=300')).toEqual({ freshFor: 300, staleFor: 0 });
    expect(parseCacheControl('private, max-age=300')).toEqual({ freshFor: 0, staleFor: 0 });
    expect(parseCacheControl('no-store')).toEqual({ freshFor: 0, staleFor: 0 });
    expect(parseCacheControl('no-cache')).toEqual({ freshFor: 0, staleFor: 0 });
    expect(parseCacheControl(undefined)).toEqual({ freshFor: 0, staleFor: 0 });
    expect(parseCacheControl('s-maxage=abc')).toEqual({ freshFor: 0, staleFor: 0 });
  });
});

describe('createEdgeCache', () => {
  it('keeps a page for its s-maxage, then serves it stale while it is made again once', async () => {
    const time = clock();
    const cache = createEdgeCache({ now: time.now });
    let made = 0;
    const load = async () => page(`version ${++made}`);
    expect((await cache.serve('/a', load)).state).toBe('miss');
    time.pass(59);
    const fresh = await cache.serve('/a', load);
    expect([fresh.state, fresh.answer.body.toString(), made]).toEqual(['hit', 'version 1', 1]);
    time.pass(2);
    const stale = await cache.serve('/a', load);
    expect([stale.state, stale.answer.body.toString()]).toEqual(['stale', 'version 1']);
    await cache.serve('/a', load); // still stale: the refresh already under way is not asked twice
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toBe(2);
    const renewed = await cache.serve('/a', load);
    expect([renewed.state, renewed.answer.body.toString()]).toEqual(['hit', 'version 2']);
    time.pass(60 + 600);
    expect((await cache.serve('/a', load)).state).toBe('miss');
  });

  it('keeps serving the stale page when making it again fails', async () => {
    const time = clock();
    const cache = createEdgeCache({ now: time.now });
    await cache.serve('/a', async () => page('kept'));
    time.pass(120);
    const failing = async () => undefined;
    expect((await cache.serve('/a', failing)).answer.body.toString()).toBe('kept');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.serve('/a', failing)).answer.body.toString()).toBe('kept');
  });

  it('asks once for a page many want at the same moment', async () => {
    const cache = createEdgeCache();
    let made = 0;
    let finish;
    const load = () =>
      new Promise((resolve) => {
        made += 1;
        finish = () => resolve(page('one'));
      });
    const served = Array.from({ length: 20 }, () => cache.serve('/same', load));
    finish();
    const answers = await Promise.all(served);
    expect(made).toBe(1);
    expect(answers.every((answer) => answer.answer.body.toString() === 'one')).toBe(true);
  });

  it('answers at once, without the origin, beyond the pages it may have made at once', async () => {
    const cache = createEdgeCache({ maxInFlight: 2 });
    const releases = [];
    const slow = () => new Promise((resolve) => releases.push(() => resolve(page('made'))));
    const first = cache.serve('/1', slow);
    const second = cache.serve('/2', slow);
    const third = await cache.serve('/3', slow);
    expect(third).toEqual({ state: 'shed', age: 0 });
    for (const release of releases) release();
    expect((await first).state).toBe('miss');
    expect((await second).state).toBe('miss');
    expect((await cache.serve('/3', async () => page('now'))).state).toBe('miss');
    expect(cache.counts()).toMatchObject({ miss: 3, shed: 1, kept: 3, inFlight: 0 });
  });

  it('makes no page while the host is answering a burst, and still serves the pages it keeps', async () => {
    const cache = createEdgeCache();
    let made = 0;
    const load = async () => page(`made ${++made}`);
    await cache.serve('/kept', load);
    expect(await cache.serve('/new', load, { busy: true })).toEqual({ state: 'shed', age: 0 });
    expect((await cache.serve('/kept', load, { busy: true })).state).toBe('hit');
    expect(made).toBe(1);
  });

  it('asks the origin first unless cacheFirst, and serves the kept page when it is busy or fails', async () => {
    const time = clock();
    const cache = createEdgeCache({ cacheFirst: false, maxInFlight: 1, now: time.now });
    let made = 0;
    const load = async () => page(`version ${++made}`);
    await cache.serve('/a', load);
    expect((await cache.serve('/a', load)).answer.body.toString()).toBe('version 2');
    let release;
    const held = cache.serve('/b', () => new Promise((resolve) => (release = () => resolve(page('b')))));
    const busy = await cache.serve('/a', load);
    expect([busy.state, busy.answer.body.toString()]).toEqual(['hit', 'version 2']);
    release();
    await held;
    time.pass(120);
    const failed = await cache.serve('/a', async () => undefined);
    expect([failed.state, failed.answer.body.toString()]).toEqual(['stale', 'version 2']);
    expect((await cache.serve('/never', async () => undefined)).state).toBe('failed');
  });

  it('serves the kept page at once to a visitor whose page is already being made', async () => {
    const cache = createEdgeCache({ cacheFirst: false });
    await cache.serve('/a', async () => page('kept'));
    let release;
    const making = cache.serve('/a', () => new Promise((resolve) => (release = () => resolve(page('new')))));
    expect((await cache.serve('/a', async () => page('unused'))).answer.body.toString()).toBe('kept');
    release();
    expect((await making).answer.body.toString()).toBe('new');
  });

  it('keeps nothing private, uncacheable or failed, and no more than maxEntries', async () => {
    const cache = createEdgeCache({ maxEntries: 2 });
    let made = 0;
    const privately = async () => page(`p${++made}`, 'private, max-age=60');
    await cache.serve('/private', privately);
    expect((await cache.serve('/private', privately)).answer.body.toString()).toBe('p2');
    expect((await cache.serve('/error', async () => page('oops', 'public, s-maxage=60', 500))).state).toBe('miss');
    expect((await cache.serve('/broken', async () => undefined)).state).toBe('failed');
    for (const key of ['/x', '/y', '/z']) await cache.serve(key, async () => page(key));
    expect(cache.counts().kept).toBe(2);
    expect((await cache.serve('/x', async () => page('again'))).answer.body.toString()).toBe('again');
  });
});
