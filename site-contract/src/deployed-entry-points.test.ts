// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { showDeployedEntryPoints } from './testing/deployed-entry-points.ts';

// The deployment is read once per page: each test is a page of its own.
const fresh = async () => import('./deployed-entry-points.ts');

const inbox = {
  path: '/inbox',
  label: 'Inbox',
  icon: 'M0 0h1',
  order: 25,
  remote: 'mf_messages',
  news: { count: 'inbox', one: '1 conversation with a new message', other: '{count} conversations with new messages' },
};

let hide: (() => void) | undefined;
beforeEach(() => vi.resetModules());
afterEach(() => {
  hide?.();
  vi.unstubAllGlobals();
});

describe('the kinds of news the site declares (issue 86)', () => {
  test('come from the nav entries of the page’s deployment block that declare news', async () => {
    hide = showDeployedEntryPoints({ signIn: '/sign-in' }, [
      inbox,
      { path: '/offers', label: 'Offers', icon: 'M0 0h1', order: 20, remote: 'mf_browse' },
    ]);
    const { deployedNews } = await fresh();
    expect(await deployedNews()).toEqual([{ path: '/inbox', ...inbox.news, languages: {} }]);
  });

  test('come from the shell server’s deployment file when the page has no block (dev servers)', async () => {
    const fetch = vi.fn(async () => Response.json({ entries: {}, nav: [inbox] }));
    vi.stubGlobal('fetch', fetch);
    const { deployedEntryPoints, deployedNews } = await fresh();
    expect(await deployedNews()).toHaveLength(1);
    expect(await deployedEntryPoints()).toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1); // once per page, whoever asks
  });

  test('are none standalone, and a malformed entry is left out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ nav: [{ path: '/x', news: { count: 'x', one: '' } }, 'odd'] })),
    );
    const { deployedNews } = await fresh();
    expect(await deployedNews()).toEqual([]);
  });

  test('say one, or how many', async () => {
    const { newsLine } = await fresh();
    const news = { path: '/inbox', ...inbox.news };
    expect(newsLine(news, 1)).toBe('1 conversation with a new message');
    expect(newsLine(news, 3)).toBe('3 conversations with new messages');
  });

  test('in the page’s language where the news says it, else in English (issue 88)', async () => {
    const { newsLine } = await fresh();
    const news = {
      path: '/inbox',
      ...inbox.news,
      languages: {
        de: { one: '1 Unterhaltung mit neuer Nachricht', other: '{count} Unterhaltungen mit neuen Nachrichten' },
      },
    };
    expect(newsLine(news, 1, 'de')).toBe('1 Unterhaltung mit neuer Nachricht');
    expect(newsLine(news, 1200, 'de')).toBe('1.200 Unterhaltungen mit neuen Nachrichten');
    expect(newsLine(news, 3, 'fr')).toBe('3 conversations with new messages');
  });
});
