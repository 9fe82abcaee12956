import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startRemote } from '../support/control.ts';
import {
  buildBrowseWith,
  deployRemote,
  publishVersion,
  restoreDeployment,
  root,
  saveDeployment,
  shellBuildHashes,
} from '../support/deploy.ts';

/** A page the next release of mf-browse adds, with its route: the shell has never heard of it. */
const NEW_PAGE = `export function NewHomesPage() {
  return <h1>Homes added this week</h1>;
}
`;

/**
 * Two releases of mf-browse on its host, each in its own immutable folder: `v/1` is the build the
 * site runs, `v/2` adds the page /new-homes and renames a heading of Explore.
 */
let host: string;
test.beforeAll(() => {
  test.setTimeout(180_000);
  host = mkdtempSync(path.join(tmpdir(), 'mf-browse-host-'));
  const next = mkdtempSync(path.join(tmpdir(), 'mf-browse-next-'));
  buildBrowseWith(
    next,
    {
      'src/app/pages.ts': (text) =>
        text
          .replace(
            "import { withProviders } from './with-providers.tsx';",
            "$&\nimport { NewHomesPage } from './new-homes-page.tsx';",
          )
          .replace('ContactPage: withProviders(ContactPage),', '$&\n  NewHomesPage,'),
      'src/app/contract.ts': (text) =>
        text
          .replace(
            '] satisfies RouteDeclaration',
            "  { path: '/new-homes', page: 'NewHomesPage', signedIn: false },\n$&",
          )
          // Its nav entry: after the spec's three, on phones and desktops.
          .replace(
            '] satisfies NavEntry[]',
            "  { path: '/new-homes', label: 'New homes', order: 40, icon: 'M3 10 12 3l9 7v11H3Z' },\n$&",
          ),
      'src/features/explore/components/explore-page.tsx': (text) =>
        text.replace('>Recommended<', '>Recommended for you<'),
    },
    { 'src/app/new-homes-page.tsx': NEW_PAGE },
  );
  publishVersion(host, '1', path.join(root, 'mf-browse/dist'));
  publishVersion(host, '2', next);
  rmSync(next, { recursive: true, force: true });
});
test.afterAll(() => rmSync(host, { recursive: true, force: true }));

test('a remote ships a new page with no shell release: its build and the deployment, and no file of the shell build changes', async ({
  page,
}) => {
  const shellBefore = shellBuildHashes();
  const saved = saveDeployment();
  try {
    await startRemote('mf_browse', host);
    deployRemote('mf_browse', 'http://localhost:4174/v/2/mf-manifest.json');
    await page.goto('/new-homes');
    await expect(page.getByRole('heading', { name: 'Homes added this week' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    expect(shellBuildHashes()).toEqual(shellBefore);
  } finally {
    restoreDeployment(saved);
    await startRemote('mf_browse');
  }
});

test('a remote ships a navigation entry with no shell release: in the phone bar and the desktop header, gone on rollback', async ({
  page,
}) => {
  const shellBefore = shellBuildHashes();
  const saved = saveDeployment();
  const navLabels = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
  try {
    await startRemote('mf_browse', host);
    deployRemote('mf_browse', 'http://localhost:4174/v/2/mf-manifest.json');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect.poll(navLabels).toEqual(['Explore', 'Offers', 'Proflie', 'New homes']);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New homes' }).click();
      await expect(page.getByRole('heading', { name: 'Homes added this week' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New homes' })).toHaveAttribute('aria-current', 'page');
    }
    // The page's first paint, before any script, already has the entry's place in the bar.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<span data-label="New homes"></span>');
    expect(shellBuildHashes()).toEqual(shellBefore);

    deployRemote('mf_browse', 'http://localhost:4174/v/1/mf-manifest.json');
    await page.goto('/');
    await expect.poll(navLabels).toEqual(['Explore', 'Offers', 'Proflie']);
  } finally {
    restoreDeployment(saved);
    await startRemote('mf_browse');
  }
});

test('rollback: pointing the deployment back at the previous version serves it on reload, its routes included', async ({
  page,
}) => {
  const shellBefore = shellBuildHashes();
  const saved = saveDeployment();
  try {
    await startRemote('mf_browse', host);
    deployRemote('mf_browse', 'http://localhost:4174/v/2/mf-manifest.json');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

    deployRemote('mf_browse', 'http://localhost:4174/v/1/mf-manifest.json');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recommended', exact: true })).toBeVisible();
    await page.goto('/new-homes');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(shellBuildHashes()).toEqual(shellBefore);
    // The versioned files are cached for a year, the entry files never.
    const asset = await page.request.get('http://localhost:4174/v/1/mf-manifest.json');
    expect(asset.headers()['cache-control']).toBe('no-cache');
    const manifest = (await asset.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = await page.request.get(`http://localhost:4174/v/1/${manifest.exposes[0]!.assets.js.sync[0]}`);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    restoreDeployment(saved);
    await startRemote('mf_browse');
  }
});

test('the deploy step refuses a remote that claims a path another remote serves, and changes nothing', () => {
  const saved = saveDeployment();
  const routesFile = path.join(host, 'v', '3', 'routes.json');
  try {
    cpSync(path.join(host, 'v', '1'), path.join(host, 'v', '3'), { recursive: true });
    const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: unknown[] };
    routes.routes.push({ path: '/Profile', page: 'OffersPage', signedIn: false });
    writeFileSync(routesFile, JSON.stringify(routes));
    let refusal = '';
    try {
      execFileSync(
        process.execPath,
        [
          path.join(root, 'scripts/deploy-remote.mjs'),
          'mf_browse',
          'http://x.test/v/3/mf-manifest.json',
          '--dist',
          path.join(host, 'v', '3'),
        ],
        {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      refusal = String((error as { stderr?: string }).stderr);
    }
    expect(refusal).toMatch(/^Deployment refused: Two remotes claim one path: /);
    expect(refusal).toContain('mf_browse (/Profile)');
    expect(refusal).toContain('mf_account (/profile)');
    expect(saveDeployment()).toEqual(saved);
  } finally {
    restoreDeployment(saved);
  }
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
