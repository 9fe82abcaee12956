import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startRemote } from '../support/control.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Hash of every file of a folder, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

test('a remote rebuilt and redeployed alone shows its change, and the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(path.join(root, 'shell/dist'));
  const source = path.join(root, 'mf-browse/src/features/explore/components/explore-page.tsx');
  const original = readFileSync(source, 'utf8');
  const outDir = mkdtempSync(path.join(tmpdir(), 'mf-browse-next-'));
  try {
    writeFileSync(source, original.replace('>Recommended<', '>Recommended for you<'));
    execFileSync(
      process.execPath,
      [path.join(root, 'mf-browse/node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: path.join(root, 'mf-browse'),
        stdio: 'pipe',
      },
    );
  } finally {
    writeFileSync(source, original);
  }
  try {
    await startRemote('mf_browse', outDir);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    expect(hashTree(path.join(root, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    await startRemote('mf_browse');
    rmSync(outDir, { recursive: true, force: true });
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();
});

test('the shell refuses a remote built for another page contract and shows its fallback', async ({ page }) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'mf-account-incompatible-'));
  cpSync(path.join(root, 'mf-account/dist'), dist, { recursive: true });
  let patched = 0;
  for (const entry of readdirSync(path.join(dist, 'assets'))) {
    const file = path.join(dist, 'assets', entry);
    const text = readFileSync(file, 'utf8');
    if (entry.endsWith('.js') && text.includes('pageContract:1')) {
      writeFileSync(file, text.replace('pageContract:1', 'pageContract:2'));
      patched += 1;
    }
  }
  expect(patched).toBe(1);
  const warnings: string[] = [];
  page.on('console', (message) => {
    warnings.push(`${message.type()}: ${message.text()}`);
  });
  try {
    await startRemote('mf_account', dist);
    await page.goto('/sign-in');
    await expect.poll(() => warnings.join('\n')).toContain('mf_account: it implements page contract 2');
    const fallback = page.getByRole('alert').filter({ hasText: 'not compatible with this version of the site' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('link', { name: 'Offers' }).click();
    await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  } finally {
    await startRemote('mf_account');
    rmSync(dist, { recursive: true, force: true });
  }
});
