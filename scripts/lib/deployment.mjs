// The deployment of the site: where each remote lives and which routes it serves (the type is
// site-contract's Deployment). The shell reads it from two places: /remotes.json and a JSON block
// in index.html (the first-load script then needs no request before it can start the route's read
// and ask for its remote). The deploy step writes both; the shell's build never holds routes, so
// a remote that adds, changes or rolls back a page ships with no shell release.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deploymentSchema, parsedOrUndefined, parseOr, remoteReleaseSchema } from 'site-contract/schema';

export const DEPLOYMENT_BLOCK_ID = 'deployment';
const BLOCK = new RegExp(`<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">[^<]*</script>`);
/** index.html's placeholder of the navigation, drawn before any script: the deploy step writes its labels. */
const BOOT_NAV = /<!-- boot-nav -->[\s\S]*?<!-- \/boot-nav -->/;

/** A deployment refused by the deploy step (two remotes claim one path, a malformed routes.json...). */
export class DeploymentError extends Error {
  name = 'DeploymentError';
}

/**
 * A remote's release file (routes.json: its routes, navigation entries and entry points), checked
 * against site-contract's schema; unknown fields are dropped.
 */
export function checkedRelease(json, remote) {
  const release = parseOr(remoteReleaseSchema, json, (problem) => {
    throw new DeploymentError(`${remote}: routes.json: ${problem}`);
  });
  if (release.remote !== remote)
    throw new DeploymentError(`${remote}: routes.json belongs to ${JSON.stringify(release.remote)}, not ${remote}`);
  return release;
}

/** The routes of a remote's routes.json, checked (checkedRelease's routes). */
export const checkedRoutesFile = (json, remote) => checkedRelease(json, remote).routes;

/**
 * What decides which route a URL goes to: the router ignores the case of static segments and the
 * names of parameters, so `/Offers` and `/offers`, or `/a/:id` and `/a/:key`, are one path.
 */
export const pathKey = (routePath) =>
  routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/');

/** The path of an entry point (`signIn` is a path, `search` a path and its parameter). */
const entryPath = (point) => (typeof point === 'string' ? point : point.path);

/**
 * The deployment of `remotes` ({ name: { manifest, entry, label, routes, nav, entries } }). Refused
 * when two remotes claim one path, one nav path or one entry point; one remote may declare
 * spellings of a path that differ in case (the spec's two edit routes) as long as no two are
 * identical. A nav entry and an entry point lead to a route of the remote that declares them.
 */
export function composeDeployment(remotes) {
  const owners = new Map();
  const routes = [];
  const nav = [];
  const entries = {};
  const entryOwners = {};
  for (const [remote, { manifest, entry, routes: declared, nav: links = [], entries: points = {} }] of Object.entries(
    remotes,
  )) {
    if (typeof manifest !== 'string' || manifest === '') throw new DeploymentError(`${remote}: no manifest URL`);
    if (typeof entry !== 'string' || entry === '') throw new DeploymentError(`${remote}: no remote entry URL`);
    const spellings = new Set();
    for (const route of declared) {
      const key = pathKey(route.path);
      const owner = owners.get(key);
      if (owner && owner.remote !== remote) {
        throw new DeploymentError(
          `Two remotes claim one path: ${owner.remote} (${owner.path}) and ${remote} (${route.path}). ` +
            'Remove it from one of them, or give it another path, then deploy again.',
        );
      }
      if (spellings.has(route.path)) throw new DeploymentError(`${remote} declares ${route.path} twice`);
      spellings.add(route.path);
      owners.set(key, { remote, path: route.path });
      routes.push({ ...route, remote });
    }
    const serves = (linkPath) => declared.some((route) => pathKey(route.path) === pathKey(linkPath));
    for (const link of links) {
      if (!serves(link.path))
        throw new DeploymentError(
          `${remote}: its nav entry ${link.label} leads to ${link.path}, which it does not serve`,
        );
      nav.push({ ...link, remote });
    }
    for (const [name, point] of Object.entries(points)) {
      if (point === undefined) continue;
      const pointPath = entryPath(point);
      if (entryOwners[name])
        throw new DeploymentError(`Two remotes declare the ${name} entry point: ${entryOwners[name]} and ${remote}`);
      if (!serves(pointPath))
        throw new DeploymentError(`${remote}: its ${name} entry point ${pointPath} is not a route it serves`);
      entryOwners[name] = remote;
      entries[name] = point;
    }
  }
  nav.sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote));
  return checkedDeployment({
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, { manifest, entry, label }]) => [name, { manifest, entry, label }]),
    ),
    routes,
    nav,
    entries,
  });
}

/** `json` as a deployment (site-contract's schema), or a DeploymentError naming what is wrong. */
export function checkedDeployment(json) {
  return parseOr(deploymentSchema, json, (problem) => {
    throw new DeploymentError(`not a deployment: ${problem}`);
  });
}

/** The deployment as the JSON text of the index.html block (`<` escaped so it cannot close the tag). */
export function deploymentJson(deployment) {
  return JSON.stringify(deployment).replaceAll('<', '\\u003c');
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The navigation's placeholder in index.html: one span per entry of the deployment, its label
 * drawn by CSS (the page's text then has each label once); desktop-only entries are hidden on phones.
 */
export function bootNav(deployment) {
  const items = deployment.nav
    .map(
      (link) =>
        `<span data-label="${escapeHtml(link.label)}"${link.placement === 'desktop' ? ' class="boot-desktop"' : ''}></span>`,
    )
    .join('');
  return `<!-- boot-nav --><span class="boot-nav">${items}</span><!-- /boot-nav -->`;
}

/** The block a shell's build writes before any deployment (the page then asks for /remotes.json). */
export const emptyDeploymentBlock = () => `<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">null</script>`;

/** Writes `deployment` into a built shell: dist/remotes.json and the block in dist/index.html. */
export function writeDeployment(distDir, deployment) {
  const indexFile = path.join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!BLOCK.test(html)) throw new Error(`${indexFile} has no ${DEPLOYMENT_BLOCK_ID} block: rebuild the shell`);
  const block = `<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">${deploymentJson(deployment)}</script>`;
  writeFileSync(
    indexFile,
    html.replace(BLOCK, () => block).replace(BOOT_NAV, () => bootNav(deployment)),
  );
  writeFileSync(path.join(distDir, 'remotes.json'), `${JSON.stringify(deployment, null, 2)}\n`);
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
  const { routes, nav, entries } = checkedRelease(
    await readReleaseFile(remote, { dist, manifest }, 'routes.json'),
    remote,
  );
  return { entry, routes, nav, entries };
}

/**
 * Deploys one remote into a built shell's deployment: `manifest` and `entry` are where it now
 * lives, `routes`, `nav` and `entries` what that build declares; every other remote stays as
 * deployed. Rolling back is the same call with the previous version's location. Returns the new
 * deployment.
 */
export function deployRemote(distDir, remote, { manifest, entry, label, routes, nav = [], entries = {} }) {
  const current = readDeployment(distDir);
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
  remotes[remote] = { manifest, entry, label: label ?? current.remotes[remote]?.label ?? remote, routes, nav, entries };
  const next = composeDeployment(remotes);
  writeDeployment(distDir, next);
  return next;
}

/** A deployed item as its remote declared it (every field but `remote`). */
const withoutRemote = (item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'remote'));
