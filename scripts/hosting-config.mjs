// Writes the `functions` section of firebase/firebase.json (one codebase per slice with server code,
// and the site's) and its `hosting` section (one target per app of the registry, with
// the caching, CORS and security headers of production) and the hosting targets of
// firebase/.firebaserc (each target's site). `node scripts/hosting-config.mjs` regenerates both;
// a test fails when the files and this generator disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, FUNCTIONS_CODEBASES, hostingSite, remoteManifests } from './lib/apps.mjs';
import { DOCUMENT_PATHS, securityHeaders } from './lib/security-headers.mjs';
import { ENTRY_FILES } from './lib/static-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = path.join(repoRoot, 'firebase', 'firebase.json');
export const firebaseRcFile = path.join(repoRoot, 'firebase', '.firebaserc');

/**
 * The shell's pages the server makes (functions/src/pages, issue 38; decision records 020 and
 * 021): every address that is not a file of the build (a page's own HTML, robots.txt, `/`'s
 * index.html) goes to sitePages, which answers the app's page with its route's head and, where the
 * route's remote renders one, its first screen; a listing's page with its own head; the sitemap.
 * A remote's new page with a first screen needs no change here: the function reads the routes from
 * the deployment.
 */
export const SERVER_PAGES = ['**'].map((source) => ({
  source,
  function: { functionId: 'sitePages', region: 'us-central1' },
}));

const toHeaders = (record) => Object.entries(record).map(([key, value]) => ({ key, value }));

export function hostingConfig() {
  const production = remoteManifests('production');
  const remoteOrigins = Object.values(production).map((url) => new URL(url).origin);
  const security = securityHeaders({
    remoteOrigins,
    backendOrigins: [
      'https://firebasestorage.googleapis.com',
      'https://*.googleapis.com',
      'https://*.firebaseapp.com',
      // The listing page's view beacon (issue 52: mf-listing-editor's insightsViews).
      'https://*.cloudfunctions.net',
    ],
  });
  return Object.values(APPS).map(({ folder: app }) => ({
    target: app,
    public: `../${app}/dist`,
    // The shell's index.html is not published: `/` goes to the site's server like every page, which
    // makes it from app.html (the same page, issue 38).
    ignore: ['**/.*', '**/mf-stats.json', '**/.vite/**', ...(app === 'shell' ? ['index.html'] : [])],
    // The pages' own HTML (offers.html for /offers, written by the deploy step; issue 38).
    ...(app === 'shell' ? { cleanUrls: true } : {}),
    rewrites: app === 'shell' ? SERVER_PAGES : [],
    headers: [
      { source: '**', headers: toHeaders(security.all) },
      { regex: DOCUMENT_PATHS, headers: toHeaders(security.documents) },
      ...(app === 'shell' ? [] : [{ source: '**', headers: toHeaders({ 'Access-Control-Allow-Origin': '*' }) }]),
      // Hashed files, at the root or in a versioned folder (v/<version>/assets/...), never change.
      { source: '**/assets/**', headers: toHeaders({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
      // Entry files keep their names from one build to the next: always revalidated.
      { source: `**/@(${ENTRY_FILES.join('|')})`, headers: toHeaders({ 'Cache-Control': 'no-cache' }) },
    ],
  }));
}

/**
 * firebase.json's `functions`: one codebase per slice with server code, and the site's own (issue
 * 48), each built by its own build.mjs before it is uploaded; `firebase deploy --only
 * functions:<codebase>` ships one slice's server code alone.
 */
export function functionsConfig() {
  return FUNCTIONS_CODEBASES.map(({ codebase, dir }) => ({
    source: `../${dir}`,
    codebase,
    runtime: 'nodejs20',
    ignore: ['node_modules', 'src', 'build.mjs', 'tsconfig.json', '.gitignore', '**/*.test.ts', 'vitest*.config.ts'],
    predeploy: ['node "$RESOURCE_DIR/build.mjs"'],
  }));
}

/** firebase/.firebaserc with each app's hosting target pointing at its site (lib/apps.mjs hostingSite). */
export function firebaseRc(current) {
  const project = current.projects.default;
  const hosting = Object.fromEntries(Object.keys(APPS).map((name) => [APPS[name].folder, [hostingSite(name)]]));
  return { ...current, targets: { ...current.targets, [project]: { ...current.targets?.[project], hosting } } };
}

/** Writes firebase.json's functions and hosting sections and .firebaserc's hosting targets from the registry. */
export function writeHostingFiles() {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  config.functions = functionsConfig();
  config.hosting = hostingConfig();
  writeFileSync(firebaseJson, `${JSON.stringify(config, null, 2)}\n`);
  const rc = firebaseRc(JSON.parse(readFileSync(firebaseRcFile, 'utf8')));
  writeFileSync(firebaseRcFile, `${JSON.stringify(rc, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeHostingFiles();
  console.log(
    `Wrote the functions codebases and hosting targets of ${path.relative(repoRoot, firebaseJson)} and firebase/.firebaserc`,
  );
}
