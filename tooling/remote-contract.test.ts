// The shell's generated list of remote pages must match what the remotes expose, and every
// remote must implement the page contract the shell speaks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { GENERATED, exposedPages, generate } from '../scripts/remote-contract.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mf-browse', 'mf-account', 'mf-listing-editor'];

describe('shell ↔ remote page contract', () => {
  test('remote-pages.generated.ts is up to date with the remotes', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generate());
  });

  test.each(REMOTES)('%s exposes pages', (dir) => {
    expect(exposedPages(dir).length).toBeGreaterThan(0);
  });

  test.each(REMOTES)('%s implements the page contract version of the shell', (dir) => {
    const shell = readFileSync(path.join(root, 'shell/src/features/remotes/remote-contract.ts'), 'utf8');
    const shellVersion = /PAGE_CONTRACT_VERSION = (\d+)/.exec(shell)?.[1];
    const remote = readFileSync(path.join(root, dir, 'src/app/contract.ts'), 'utf8');
    expect(/pageContract: (\d+)/.exec(remote)?.[1]).toBe(shellVersion);
  });
});
