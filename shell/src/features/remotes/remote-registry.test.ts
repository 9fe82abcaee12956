import { describe, expect, test, vi } from 'vitest';

vi.mock('@module-federation/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@module-federation/runtime')>()),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
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

describe('remote contract', () => {
  test('accepts the page contract and shared-firebase range it speaks', async () => {
    const { contractMismatch } = await import('./remote-registry.ts');
    expect(contractMismatch({ pageContract: 1, sharedFirebase: '^1.0.0' })).toBeNull();
  });

  test.each([
    [undefined, /no contract/],
    [{ pageContract: 2, sharedFirebase: '^1.0.0' }, /page contract 2/],
    [{ pageContract: 1, sharedFirebase: '^2.0.0' }, /shared-firebase \^2\.0\.0/],
  ])('refuses %o', async (contract, reason) => {
    const { contractMismatch } = await import('./remote-registry.ts');
    expect(contractMismatch(contract)).toMatch(reason);
  });
});
