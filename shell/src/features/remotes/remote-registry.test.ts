import { describe, expect, test, vi } from 'vitest';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
const { parseRemoteUrls } = await import('./remote-registry.ts');

describe('remotes.json', () => {
  test('maps every remote to an absolute manifest URL', () => {
    const urls = parseRemoteUrls(
      {
        mf_browse: '/browse/mf-manifest.json',
        mf_account: 'http://a.test/mf-manifest.json',
        mf_listing_editor: 'http://e.test/m.json',
      },
      'http://shell.test',
    );
    expect(urls).toEqual({
      mf_browse: 'http://shell.test/browse/mf-manifest.json',
      mf_account: 'http://a.test/mf-manifest.json',
      mf_listing_editor: 'http://e.test/m.json',
    });
  });

  test('rejects a file that leaves a remote out', () => {
    expect(() => parseRemoteUrls({ mf_browse: 'x' }, 'http://shell.test')).toThrow(/mf_account|mf_listing_editor/);
  });
});
