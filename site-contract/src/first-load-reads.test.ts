import { afterEach, describe, expect, test } from 'vitest';
import { EARLY_READ_MAX_AGE_MS, earlyReadKey, takeEarlyRead } from './first-load-reads.ts';

const GLOBAL = '__MARKETPLACE_PRELOAD__';

/** What the shell's route preload script leaves on the page for one read. */
function leaveRead(key: string, response: Promise<Response>, startedAt = performance.now()) {
  Reflect.set(globalThis, GLOBAL, { remotes: undefined, manifests: {}, reads: { [key]: { response, startedAt } } });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, GLOBAL);
});

describe('takeEarlyRead', () => {
  test('gives the JSON answer once; a second call reads through the SDK', async () => {
    leaveRead('newest-listings', Promise.resolve(Response.json([{ readTime: 'now' }])));
    await expect(takeEarlyRead('newest-listings')).resolves.toEqual([{ readTime: 'now' }]);
    await expect(takeEarlyRead('newest-listings')).resolves.toBeUndefined();
  });

  test('gives nothing for another key, a refused or failed request, or an old answer', async () => {
    leaveRead('listing/a', Promise.resolve(Response.json({})));
    await expect(takeEarlyRead('listing/b')).resolves.toBeUndefined();

    leaveRead('listing/a', Promise.resolve(Response.json({ error: 'denied' }, { status: 403 })));
    await expect(takeEarlyRead('listing/a')).resolves.toBeUndefined();

    leaveRead('listing/a', Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyRead('listing/a')).resolves.toBeUndefined();

    leaveRead('listing/a', Promise.resolve(Response.json({})), performance.now() - EARLY_READ_MAX_AGE_MS - 1);
    await expect(takeEarlyRead('listing/a')).resolves.toBeUndefined();

    leaveRead('listing/a', Promise.resolve(new Response('<html>not json')));
    await expect(takeEarlyRead('listing/a')).resolves.toBeUndefined();
  });

  test('gives nothing where no script ran (Node scripts and tests)', async () => {
    await expect(takeEarlyRead('newest-listings')).resolves.toBeUndefined();
  });

  test('keys are the read name, with the route argument when it takes one', () => {
    expect(earlyReadKey('newest-listings')).toBe('newest-listings');
    expect(earlyReadKey('listing', 'seed-01')).toBe('listing/seed-01');
  });
});
