// The deployment of the site: where each remote lives and which routes it serves (the type is
// site-contract's Deployment). The shell reads it from two places: /remotes.json and a JSON block
// in index.html (the first-load script then needs no request before it can start the route's read
// and ask for its remote). The deploy step writes both; the shell's build never holds routes, so
// a remote that adds, changes or rolls back a page ships with no shell release.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkedRelease, composeDeployment, DeploymentError, entryPath, pathKey } from 'site-contract/deployment';
import { deploymentSchema, parsedOrUndefined } from 'site-contract/schema';

// Composing and checking are the contract's (site-contract/deployment); this file writes and reads
// a built shell's files.
export {
  checkedDeployment,
  checkedRelease,
  checkedRoutesFile,
  composeDeployment,
  DeploymentError,
  pathKey,
} from 'site-contract/deployment';

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
