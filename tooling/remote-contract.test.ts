// The shell's list of pages per remote and each remote's `pages` entry must name the same pages,
// and every remote must implement the page contract the shell speaks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const shellContract = readFileSync(path.join(root, 'shell/src/features/remotes/remote-contract.ts'), 'utf8');
const REMOTES = { mf_browse: 'mf-browse', mf_account: 'mf-account', mf_listing_editor: 'mf-listing-editor' };

function shellPages(remote: string): string[] {
  const match = new RegExp(`${remote}: \\[([^\\]]*)\\]`).exec(shellContract);
  return [...(match?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]!).sort();
}

function remotePages(dir: string): string[] {
  const source = readFileSync(path.join(root, dir, 'src/app/pages.ts'), 'utf8');
  const body = /export const pages = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/(\w+Page)\s*(?::|,|$)/gm)].map((m) => m[1]!).sort();
}

describe('shell ↔ remote page contract', () => {
  test.each(Object.entries(REMOTES))('%s provides exactly the pages the shell mounts', (remote, dir) => {
    expect(remotePages(dir)).toEqual(shellPages(remote));
    expect(shellPages(remote).length).toBeGreaterThan(0);
  });

  test.each(Object.values(REMOTES))('%s implements the page contract version of the shell', (dir) => {
    const shellVersion = /PAGE_CONTRACT_VERSION = (\d+)/.exec(shellContract)?.[1];
    const remote = readFileSync(path.join(root, dir, 'src/app/contract.ts'), 'utf8');
    expect(/pageContract: (\d+)/.exec(remote)?.[1]).toBe(shellVersion);
  });
});
