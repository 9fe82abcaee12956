// The deployment of the site: where each remote lives and which routes it serves (the type is
// site-contract's Deployment). The shell reads it from two places: /remotes.json and a JSON block
// in index.html (the first-load script then needs no request before it can start the route's read
// and ask for its remote). The deploy step writes both; the shell's build never holds routes, so
// a remote that adds, changes or rolls back a page ships with no shell release.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// Composing and checking are the contract's (site-contract/deployment, its TypeScript run as it is
// through tsx); this file writes and reads a built shell's files.
const contract = await tsImport('site-contract/deployment', import.meta.url);
const { deploymentSchema, parsedOrUndefined } = await tsImport('site-contract/schema', import.meta.url);
export const { checkedDeployment, checkedRelease, checkedRoutesFile, composeDeployment, DeploymentError, pathKey } =
  contract;
const { entryPath } = contract;

export const DEPLOYMENT_BLOCK_ID = 'deployment';
const BLOCK = new RegExp(`<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">[^<]*</script>`);
/** index.html's placeholder of the navigation, drawn before any script: the deploy step writes its labels. */
const BOOT_NAV = /<!-- boot-nav -->[\s\S]*?<!-- \/boot-nav -->/;

/** The deployment as the JSON text of the index.html block (`<` escaped so it cannot close the tag). */
export function deploymentJson(deployment) {
  return JSON.stringify(deployment).replaceAll('<', '\\u003c');
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The navigation's placeholder in index.html: one span per entry of the deployment, its label
 * drawn by CSS (the page's text then has each label once); desktop-only entries are hidden on phones,
 * and those for signed-in people are left out (the bar a visitor gets once the shell renders).
 */
export function bootNav(deployment) {
  // A visitor's bar: the entries for signed-in people (the Inbox, Alerts) come with the session.
  const items = deployment.nav
    .filter((link) => !link.signedIn)
    .map(
      (link) =>
        `<span data-label="${escapeHtml(link.label)}"${link.placement === 'desktop' ? ' class="boot-desktop"' : ''}></span>`,
    )
    .join('');
  return `<!-- boot-nav --><span class="boot-nav">${items}</span><!-- /boot-nav -->`;
}

/** The block a shell's build writes before any deployment (the page then asks for /remotes.json). */
export const emptyDeploymentBlock = () => `<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">null</script>`;

/** The shell's page as the site's server reads it (functions/src/pages/site-pages.ts). */
export const APP_PAGE = 'app.html';

/** `html` with the page's own title and description (a route's `head`, issue 38). */
export function withPageHead(html, head) {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
}

/**
 * The pages of the deployment whose routes declare a head, as the files the host serves for them
 * (clean URLs: `/offers` is offers.html): a route without parameters, or one whose read lists the
 * values of its one parameter (`{param}` in the head stands for each). `/` is index.html itself.
 * Not the pages whose first screen the site's server renders: it writes their head too.
 */
export function pageHeadFiles(deployment) {
  return deployment.routes.flatMap((route) => {
    // A page with a first screen is made by the site's server, head and all (issue 38): a file
    // would be served in its place.
    if (!route.head || (route.firstScreenFunction && route.path !== '/')) return [];
    const params = route.path.split('/').filter((segment) => segment.startsWith(':'));
    if (params.length === 0)
      return [{ file: route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`, head: route.head }];
    const param = route.read?.param;
    if (params.length !== 1 || !param || params[0] !== `:${param}` || !route.read?.values) return [];
    return route.read.values.map((value) => {
      const fill = (text) => text.replaceAll(`{${param}}`, value);
      return {
        file: `${route.path.replace(`:${param}`, value).slice(1)}.html`,
        head: { title: fill(route.head.title), description: fill(route.head.description) },
      };
    });
  });
}

/**
 * Writes `deployment` into a built shell: dist/remotes.json, the block in dist/index.html, and the
 * HTML of the pages whose routes declare a head (the same page with its own title and description).
 */
export function writeDeployment(distDir, deployment) {
  const indexFile = path.join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!BLOCK.test(html)) throw new Error(`${indexFile} has no ${DEPLOYMENT_BLOCK_ID} block: rebuild the shell`);
  const block = `<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">${deploymentJson(deployment)}</script>`;
  const page = html.replace(BLOCK, () => block).replace(BOOT_NAV, () => bootNav(deployment));
  const heads = pageHeadFiles(deployment);
  // The pages the deployment before had and this one has not (a route's head gone, a rollback).
  for (const { file } of pageHeadFiles(readDeployment(distDir)))
    if (file !== 'index.html' && !heads.some((h) => h.file === file))
      rmSync(path.join(distDir, ...file.split('/')), { force: true });
  const home = heads.find((h) => h.file === 'index.html');
  const index = home ? withPageHead(page, home.head) : page;
  writeFileSync(indexFile, index);
  // The copy the site's server makes the pages from (issue 38): Hosting does not publish
  // index.html, so that `/` goes to the server too (scripts/hosting-config.mjs).
  writeFileSync(path.join(distDir, APP_PAGE), index);
  for (const { file, head } of heads) {
    if (file === 'index.html') continue;
    const target = path.join(distDir, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, withPageHead(page, head));
  }
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(deployment));
  writeFileSync(path.join(distDir, 'remotes.json'), `${JSON.stringify(deployment, null, 2)}\n`);
}

/**
 * robots.txt (issue 38): the deployment's signed-in pages kept out (each route up to its first
 * parameter), and the sitemap the server makes, at the site's address (SITE_URL when deploying to
 * production; this machine's shell otherwise).
 */
export function robotsTxt(deployment, site = process.env.SITE_URL ?? 'http://localhost:4173') {
  const privatePaths = deployment.routes
    .filter((route) => route.signedIn)
    .map((route) => route.path.split('/:')[0] || '/');
  const lines = [...new Set(privatePaths)].sort().map((p) => `Disallow: ${p}`);
  return `User-agent: *\n${lines.join('\n')}\n\nSitemap: ${site.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** The deployment a built shell serves now (its remotes.json), or an empty one before the first. */
export function readDeployment(distDir) {
  try {
    const json = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));
    const deployment = parsedOrUndefined(deploymentSchema, json);
    if (deployment) return deployment;
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  return { remotes: {}, routes: [], nav: [], entries: {} };
}

/** `file` beside `manifest` (an absolute URL or a path of the shell's origin), in the same form. */
export function besideManifest(manifest, file) {
  const base = 'http://same-origin.invalid';
  const url = new URL(file, new URL(manifest, base));
  return url.origin === base ? `${url.pathname}${url.search}` : url.href;
}

async function readReleaseFile(remote, { dist, manifest }, file) {
  if (dist) return JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  const url = besideManifest(manifest, file);
  const response = await fetch(url);
  if (!response.ok) throw new DeploymentError(`${remote}: GET ${url}: ${response.status}`);
  return response.json();
}

/**
 * What the deployment needs of a remote's build: its entry (where its mf-manifest.json says it is)
 * and what its routes.json declares (routes, navigation entries, entry points). Read from its build folder `dist` when given, else
 * from beside its deployed manifest (the remote's own hosting, e.g. a versioned folder).
 */
export async function remoteRelease(remote, { dist, manifest }) {
  const json = await readReleaseFile(remote, { dist, manifest }, 'mf-manifest.json');
  const entryFile = json?.metaData?.remoteEntry;
  if (typeof entryFile?.name !== 'string') throw new DeploymentError(`${remote}: its manifest names no remote entry`);
  const entry = besideManifest(manifest, (entryFile.path ? `${entryFile.path}/` : '') + entryFile.name);
  const { routes, nav, entries, locales } = checkedRelease(
    await readReleaseFile(remote, { dist, manifest }, 'routes.json'),
    remote,
  );
  return { entry, routes, nav, entries, locales };
}

/**
 * A remote build's data rules (issue 48): its Firestore rules fragment and indexes, published
 * beside its routes.json (tooling/publish-routes.ts). Read from `dist` when given, else from beside
 * its manifest. A build without them (from before slices) is refused: its collections would lose
 * their rules.
 */
export async function remoteDataFragments(remote, { dist, manifest }) {
  const read = async (file) => {
    if (dist) {
      try {
        return readFileSync(path.join(dist, file), 'utf8');
      } catch {
        throw new DeploymentError(`${remote}: its build has no ${file} (rebuild it)`);
      }
    }
    const url = besideManifest(manifest, file);
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) throw new DeploymentError(`${remote}: GET ${url}: ${response?.status ?? 'unreachable'}`);
    return response.text();
  };
  const [rules, indexes] = await Promise.all([read('firestore.rules'), read('firestore.indexes.json')]);
  try {
    return { rules, indexes: JSON.parse(indexes) };
  } catch {
    throw new DeploymentError(`${remote}: its firestore.indexes.json is not JSON`);
  }
}

/**
 * The deployment a built shell's deployment becomes with `remote` deployed (see deployRemote), not
 * written.
 */
export function nextDeployment(distDir, remote, release) {
  return deploymentWith(readDeployment(distDir), remote, release);
}

/**
 * Deploys one remote into a built shell's deployment: `manifest` and `entry` are where it now
 * lives, `routes`, `nav` and `entries` what that build declares; every other remote stays as
 * deployed. Rolling back is the same call with the previous version's location. Returns the new
 * deployment.
 */
export function deployRemote(distDir, remote, release) {
  const next = nextDeployment(distDir, remote, release);
  writeDeployment(distDir, next);
  return next;
}

function deploymentWith(current, remote, { manifest, entry, label, routes, nav = [], entries = {}, locales }) {
  const remotes = {};
  const declaredBy = (name) => (item) => item.remote === name;
  for (const [name, deployed] of Object.entries(current.remotes)) {
    // An entry point belongs to the remote that serves its path (composeDeployment checks that).
    const serves = (point) =>
      current.routes.some((route) => route.remote === name && pathKey(route.path) === pathKey(entryPath(point)));
    const ownEntries = Object.fromEntries(Object.entries(current.entries).filter(([, point]) => serves(point)));
    remotes[name] = {
      ...deployed,
      routes: current.routes.filter(declaredBy(name)).map(withoutRemote),
      nav: current.nav.filter(declaredBy(name)).map(withoutRemote),
      entries: ownEntries,
    };
  }
  remotes[remote] = {
    manifest,
    entry,
    label: label ?? current.remotes[remote]?.label ?? remote,
    locales,
    routes,
    nav,
    entries,
  };
  return composeDeployment(remotes);
}

/** A deployed item as its remote declared it (every field but `remote`). */
const withoutRemote = (item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'remote'));
