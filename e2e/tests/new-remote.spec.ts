// `pnpm new-remote` in a temporary copy of the repository: the remote it writes installs, builds,
// is served from its own origin and shows its page through the running site's shell, deployed with
// deploy-remote alone (the registry line is the only other change).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { URLS } from '../../backend/config.mjs';
import { runPnpm } from '../../scripts/lib/pnpm.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { APPS } from '../../tooling/apps.ts';
import { root, shellDist } from '../support/deploy.ts';

/** Where this test serves a copy of the shell's build (the running shell's headers know no new origin). */
const SHELL_PORT = 4191;
/** What the repository copy leaves out: installed and built files, and the test's own output. */
const LEFT_OUT = /[\\/](node_modules|dist|dist-monolith|\.git|\.backend-data|\.artifacts|test-results)$/;

let copy: string;
let shellCopy: string;
let port: number;
const servers: { close(): Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = mkdtempSync(path.join(tmpdir(), 'new-remote-repo-'));
  shellCopy = mkdtempSync(path.join(tmpdir(), 'new-remote-shell-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_OUT.test(source) });
  // A developer's checkout, installed (offline: the site's own install filled the store).
  const quiet = { cwd: copy, stdio: 'ignore' as const };
  expect(await runPnpm(['install', '--offline', '--frozen-lockfile'], quiet)).toBe(0);

  execFileSync(process.execPath, ['scripts/new-remote.mjs', 'mf-open-homes', '--label', 'Open homes'], {
    cwd: copy,
    stdio: 'pipe',
  });
  const registry = JSON.parse(readFileSync(path.join(copy, 'tooling/apps.json'), 'utf8')) as typeof APPS &
    Record<string, { port: number; folder: string }>;
  port = registry.mf_open_homes?.port ?? 0;
  expect(port).toBe(Math.max(...Object.values(APPS).map((app) => app.port)) + 1);

  // Linking the new package: its packages are the site's (in the store); pnpm may ask the registry
  // for their metadata, which an offline install of a new importer cannot do without.
  expect(await runPnpm(['install', '--prefer-offline', '--no-frozen-lockfile'], quiet)).toBe(0);
  expect(await runPnpm(['--filter', 'mf-open-homes', 'run', 'test'], quiet)).toBe(0);
  expect(await runPnpm(['--filter', 'mf-open-homes', 'run', 'build'], quiet)).toBe(0);

  // The running site's shell build, deployed with the new remote by the copy's deploy step.
  cpSync(shellDist, shellCopy, { recursive: true });
  execFileSync(
    process.execPath,
    [
      'scripts/deploy-remote.mjs',
      'mf_open_homes',
      `http://localhost:${port}/mf-manifest.json`,
      '--dist',
      path.join(copy, 'mf-open-homes/dist'),
      '--shell',
      shellCopy,
    ],
    { cwd: copy, stdio: 'pipe' },
  );
  const remoteOrigins = [...Object.values(APPS).slice(1), { port }].map((app) => `http://localhost:${app.port}`);
  const headers = securityHeaders({ remoteOrigins, backendOrigins: Object.values(URLS) });
  servers.push(await serveStatic({ root: shellCopy, port: SHELL_PORT, spa: true, headers }));
  servers.push(
    await serveStatic({ root: path.join(copy, 'mf-open-homes/dist'), port, spa: true, cors: true, headers }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(copy, { recursive: true, force: true });
  rmSync(shellCopy, { recursive: true, force: true });
});

test('pnpm new-remote writes a remote that builds, is served and shows its page through the shell', async ({
  page,
}) => {
  const shell = `http://localhost:${SHELL_PORT}`;
  await page.goto(`${shell}/open-homes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open homes' })).toBeVisible();
  await expect(page.getByText('This page is served by mf-open-homes, deployed on its own.')).toBeVisible();
  // Inside the site: its navigation, and the other remotes beside it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  const deployment = (await (await page.request.get(`${shell}/remotes.json`)).json()) as {
    remotes: Record<string, { manifest: string }>;
  };
  expect(deployment.remotes.mf_open_homes?.manifest).toBe(`http://localhost:${port}/mf-manifest.json`);
});
