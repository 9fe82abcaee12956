import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ID, URLS } from '../../backend/config.mjs';
import { COMPOSED_RULES } from '../../scripts/lib/compose-rules.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { SLICE_FEATURE, sliceFeatureDiff } from '../../scripts/lib/slice-feature.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { APPS } from '../../tooling/apps.ts';
import { deleteDoc, seedListing, writeDoc } from '../support/backend.ts';
import { startRemote } from '../support/control.ts';
import {
  buildBrowseWith,
  deployRemote,
  publishVersion,
  restoreDeployment,
  root,
  remoteBuildHashes,
  saveDeployment,
  shellBuildHashes,
  shellDist,
  dataOut,
} from '../support/deploy.ts';
import { withoutSiteServer } from '../support/site-server.ts';
import { sliceCopy, type SliceCopy } from '../support/slice-copy.ts';

/**
 * A page the next release of mf-browse adds, with its route: the shell has never heard of it. It
 * is backed by a query no code of the site made before (homes of 8 bedrooms or more), which the
 * remote runs through the page's one Firestore SDK: no release of shared-firebase or the shell.
 */
const NEW_PAGE = `import { useEffect, useState } from 'react';
import { loadFirestore } from 'shared-firebase';

export function NewHomesPage() {
  const [names, setNames] = useState<string[]>();
  useEffect(() => {
    void (async () => {
      const sdk = await loadFirestore();
      const large = sdk.query(sdk.collection(sdk.db, 'listings'), sdk.where('bedrooms', '>=', 8), sdk.limit(20));
      setNames((await sdk.getDocs(large)).docs.map((d) => String(d.get('name'))));
    })();
  }, []);
  return (
    <section>
      <h1>Homes added this week</h1>
      {names ? (
        <ul aria-label="Large homes">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
`;

/**
 * A large home the new page's query finds (seeded past the rules; old, so the lists other tests
 * look at do not show it, and deleted after).
 */
const MANOR = {
  id: 'e2e-nine-bedroom-manor',
  name: 'Manor of nine bedrooms',
  bedrooms: 9,
  type: 'sale' as const,
  timestamp: new Date('2020-01-01T00:00:00Z'),
};

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
            "import { queryClient } from './query-client.ts';",
            "$&\nimport { NewHomesPage } from './new-homes-page.tsx';",
          )
          .replace('ContactPage: translated(ContactPage),', '$&\n  NewHomesPage,'),
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
      // New words for a heading, and the slice's catalogue with them (its build refuses a
      // message a language lacks): the team's own edit, in its own folder.
      'src/features/explore/components/explore-page.tsx': (text) =>
        text.replace('<Trans>Recommended</Trans>', '<Trans>Recommended for you</Trans>'),
      ...Object.fromEntries(
        ['en', 'fr', 'de', 'es', 'en-XA'].map((locale) => [
          `src/locales/${locale}.po`,
          (text: string) =>
            text
              .replace('msgstr "Recommended"\n', 'msgstr "Recommended for you"\n')
              .replace('msgid "Recommended"\n', 'msgid "Recommended for you"\n'),
        ]),
      ),
      // A changed first-screen read: the offers' first page also asks for one more field.
      'src/api/listings/listing-queries.ts': (text) =>
        text.replace('select: { fields: CARD_FIELDS.map(', "select: { fields: [...CARD_FIELDS, 'description'].map("),
    },
    { 'src/app/new-homes-page.tsx': NEW_PAGE },
  );
  publishVersion(host, '1', path.join(root, 'mf-browse/dist'));
  publishVersion(host, '2', next);
  rmSync(next, { recursive: true, force: true });
});
test.afterAll(() => rmSync(host, { recursive: true, force: true }));

test('a remote ships a new page backed by a new Firestore query with no other release: the shell, shared-firebase and the other remotes stay byte-identical', async ({
  page,
}) => {
  await seedListing({ ...MANOR, userRef: 'e2e-landlord' });
  const shellBefore = shellBuildHashes();
  const othersBefore = remoteBuildHashes(['mf-account', 'mf-listing-editor']);
  const saved = saveDeployment();
  try {
    await startRemote('mf_browse', host);
    deployRemote('mf_browse', 'http://localhost:4174/v/2/mf-manifest.json');
    await page.goto('/new-homes');
    await expect(page.getByRole('heading', { name: 'Homes added this week' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Large homes' }).getByRole('listitem')).toContainText([MANOR.name]);
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    // shell/dist holds the shell and shared-firebase's build (the shell provides it).
    expect(shellBuildHashes()).toEqual(shellBefore);
    expect(remoteBuildHashes(['mf-account', 'mf-listing-editor'])).toEqual(othersBefore);
  } finally {
    await deleteDoc(`listings/${MANOR.id}`);
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

test('a remote ships a changed first-screen read alone: the page still makes exactly one first request, the new one', async ({
  page,
}) => {
  const shellBefore = shellBuildHashes();
  const saved = saveDeployment();
  const queries: { body: string; sdk: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/documents:runQuery')) return;
    queries.push({ body: request.postData() ?? '', sdk: 'x-goog-api-client' in request.headers() });
  });
  try {
    await startRemote('mf_browse', host);
    deployRemote('mf_browse', 'http://localhost:4174/v/2/mf-manifest.json');
    // The early read the HTML starts when the site's server does not make the page (with it, the
    // server makes the same read, issue 38).
    await withoutSiteServer(page, '/');
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: /,/ }).first()).toBeVisible();
    expect(queries).toHaveLength(1);
    expect(queries[0]?.sdk).toBe(false); // started by the HTML, as the remote's routes.json says
    expect(queries[0]?.body).toContain('"fieldPath":"description"');
    expect(shellBuildHashes()).toEqual(shellBefore);

    queries.length = 0;
    deployRemote('mf_browse', 'http://localhost:4174/v/1/mf-manifest.json');
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: /,/ }).first()).toBeVisible();
    expect(queries).toHaveLength(1);
    expect(queries[0]?.body).not.toContain('description');
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

test('a slice’s data rules ship with its build: composed with the others’ into what Firebase deploys; a claim on another slice’s collection is refused (issue 48)', () => {
  const saved = saveDeployment();
  const rulesOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'))
      .join('\n');
  try {
    deployRemote('mf_browse', 'http://localhost:4174/mf-manifest.json', path.join(host, 'v', '1'));
    const deployed = readFileSync(path.join(dataOut, 'firestore.rules'), 'utf8');
    expect(deployed).toContain('// ── mf-browse: mf-browse/firebase/firestore.rules (as deployed) ──');
    // What the deployed slices compose to is what the repository's fragments compose to.
    expect(rulesOf(deployed)).toBe(rulesOf(readFileSync(path.join(root, 'firebase/firestore.rules'), 'utf8')));

    cpSync(path.join(host, 'v', '1'), path.join(host, 'v', '4'), { recursive: true });
    const fragment = path.join(host, 'v', '4', 'firestore.rules');
    writeFileSync(
      fragment,
      `${readFileSync(fragment, 'utf8')}\n    match /conversations/{id} {\n      allow read: if true;\n    }\n`,
    );
    let refusal = '';
    try {
      deployRemote('mf_browse', 'http://localhost:4174/mf-manifest.json', path.join(host, 'v', '4'));
    } catch (error) {
      refusal = String((error as { stderr?: string }).stderr);
    }
    expect(refusal).toMatch(/^Deployment refused: .*both claim the rules of \/conversations\/\{\}/);
    expect(saveDeployment()).toEqual(saved);
    expect(readFileSync(path.join(dataOut, 'firestore.rules'), 'utf8')).toBe(deployed);
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

/** Loads Firestore rules into the running emulator, as `firebase deploy --only firestore:rules` would. */
async function deployFirestoreRules(content: string) {
  const response = await fetch(`${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  const issues = ((await response.json()) as { issues?: { severity: string; description: string }[] }).issues ?? [];
  expect(response.ok && issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
}

test.describe('an existing slice adds data of its own (issue 87)', () => {
  /** Where the shell's copy and mf-viewings' next build are served (the running site's origins stay as they are). */
  const SHELL_PORT = 4192;
  const SLICE_PORT = 4193;
  let slice: SliceCopy;
  let shellCopy: string;
  let composed: string;
  const servers: { close(): Promise<void> }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    slice = await sliceCopy();
    shellCopy = mkdtempSync(path.join(tmpdir(), 'feature-shell-'));
    composed = mkdtempSync(path.join(tmpdir(), 'feature-rules-'));
    cpSync(shellDist, shellCopy, { recursive: true });
    // The team's deploy: its build and its data, by the deploy step alone.
    execFileSync(
      process.execPath,
      [
        'scripts/deploy-remote.mjs',
        SLICE_FEATURE.name,
        `http://localhost:${SLICE_PORT}/mf-manifest.json`,
        '--dist',
        path.join(slice.copy, SLICE_FEATURE.folder, 'dist'),
        '--shell',
        shellCopy,
        '--data-out',
        composed,
      ],
      { cwd: slice.copy, stdio: 'pipe' },
    );
    const remoteOrigins = [
      ...Object.values(APPS)
        .slice(1)
        .map((app) => app.port),
      SLICE_PORT,
    ].map((port) => `http://localhost:${port}`);
    const headers = securityHeaders({ remoteOrigins, backendOrigins: Object.values(URLS) });
    servers.push(await serveStatic({ root: shellCopy, port: SHELL_PORT, spa: true, headers }));
    servers.push(
      await serveStatic({
        root: path.join(slice.copy, SLICE_FEATURE.folder, 'dist'),
        port: SLICE_PORT,
        spa: true,
        cors: true,
        headers,
      }),
    );
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(shellCopy, { recursive: true, force: true });
    rmSync(composed, { recursive: true, force: true });
    slice?.dispose();
  });

  test('mf-viewings adds a collection, its rule, index, trigger and page, with no file changed outside its folder, and ships them alone', async ({
    page,
  }) => {
    const { folder, collection, route, label } = SLICE_FEATURE;
    // The feature's commit in the team's checkout: the slice's folder only.
    const diff = sliceFeatureDiff(slice.copy);
    expect(diff.filter((file) => !file.startsWith(`${folder}/`))).toEqual([]);
    expect(diff).toEqual(
      expect.arrayContaining(
        [
          'firebase/firestore.rules',
          'firebase/firestore.indexes.json',
          'functions/src/index.ts',
          'functions/src/notes/note-words-trigger.ts',
          'src/app/contract.ts',
          'src/app/pages.ts',
        ].map((file) => `${folder}/${file}`),
      ),
    );
    // Its rule and index, composed by the deploy step with the deployed slices'.
    const rules = readFileSync(path.join(composed, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`// ── ${folder}: ${folder}/firebase/firestore.rules (as deployed) ──`);
    expect(rules).toContain(`match /${collection}/{noteId}`);
    const indexes = JSON.parse(readFileSync(path.join(composed, 'firestore.indexes.json'), 'utf8')) as {
      indexes: { collectionGroup: string }[];
    };
    expect(indexes.indexes.map((index) => index.collectionGroup)).toContain(collection);
    // Its trigger is in its codebase's bundle (the slice proof ran it on the copy's backend).
    expect(readFileSync(path.join(slice.copy, folder, 'functions/lib/index.js'), 'utf8')).toContain(
      'viewingsNoteWords',
    );

    const note = `${collection}/e2e-feature-note`;
    try {
      // Before its rules are deployed, nobody may read the new collection.
      await writeDoc(note, { author: 'e2e-hunter', text: 'Ask about the garden', createdAt: new Date(), words: 4 });
      const shell = `http://localhost:${SHELL_PORT}`;
      await page.goto(`${shell}${route}`);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Could not load the notes.');

      await deployFirestoreRules(rules);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'Ask about the garden' })).toHaveText(
        'Ask about the garden · 4 words',
      );
      // The slice's other pages are still there, from the same build.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    } finally {
      await deployFirestoreRules(readFileSync(COMPOSED_RULES, 'utf8'));
      await deleteDoc(note);
    }
  });
});
