// The deployment of the site: where each remote lives and which routes it serves (the type is
// site-contract's Deployment). The shell reads it from two places: /remotes.json and a JSON block
// in index.html (the first-load script then needs no request before it can start the route's read
// and ask for its remote). The deploy step writes both; the shell's build never holds routes, so
// a remote that adds, changes or rolls back a page ships with no shell release.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEPLOYMENT_BLOCK_ID = 'deployment';
const BLOCK = new RegExp(`<script id="${DEPLOYMENT_BLOCK_ID}" type="application/json">[^<]*</script>`);

/** A deployment refused by the deploy step (two remotes claim one path, a malformed routes.json...). */
export class DeploymentError extends Error {
  name = 'DeploymentError';
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const PAGE_NAME = /^[A-Za-z_$][\w$]*$/;
const EARLY_READ_MODULE = /^[\w-]+(\/[\w.-]+)*\.js$/;
const BUILD_FILE = /^[\w-]+(\/[\w.-]+)*\.(js|css)$/;
const SEGMENT = /^(:[A-Za-z_]\w*|[A-Za-z0-9._~!$&'()*+,;=@-]+)$/;

/** The route as a remote's routes.json declares it, checked; `where` names it in messages. */
function checkedRoute(route, where) {
  if (!isRecord(route)) throw new DeploymentError(`${where}: a route must be an object`);
  const { path: routePath, page, signedIn, read, earlyReadModule, preload, sharedParts } = route;
  if (typeof routePath !== 'string' || !routePath.startsWith('/'))
    throw new DeploymentError(`${where}: path must start with "/" (got ${JSON.stringify(routePath)})`);
  const segments = routePath.split('/').filter(Boolean);
  if (segments.some((segment) => !SEGMENT.test(segment)) || routePath.includes('//'))
    throw new DeploymentError(`${where}: ${routePath} is not a route path`);
  if (typeof page !== 'string' || !PAGE_NAME.test(page))
    throw new DeploymentError(`${where}: ${routePath} names no page`);
  if (typeof signedIn !== 'boolean')
    throw new DeploymentError(`${where}: ${routePath} must say signedIn true or false`);
  const checked = { path: routePath, page, signedIn };
  if (read !== undefined) {
    const params = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    const ok =
      isRecord(read) &&
      typeof read.name === 'string' &&
      (read.param === undefined || params.includes(read.param)) &&
      (read.values === undefined || (Array.isArray(read.values) && read.values.every((v) => typeof v === 'string')));
    if (!ok) throw new DeploymentError(`${where}: ${routePath} has a malformed read`);
    checked.read = {
      name: read.name,
      ...(read.param !== undefined ? { param: read.param } : {}),
      ...(read.values !== undefined ? { values: [...read.values] } : {}),
    };
  }
  if (earlyReadModule !== undefined) {
    // A file of the remote's own build: a plain relative path, so it is served beside its manifest.
    if (
      typeof earlyReadModule !== 'string' ||
      !EARLY_READ_MODULE.test(earlyReadModule) ||
      earlyReadModule.includes('..')
    )
      throw new DeploymentError(`${where}: ${routePath} has an early-read module that is not a file of its build`);
    checked.earlyReadModule = earlyReadModule;
  }
  if (preload !== undefined) {
    const files = (Array.isArray(preload) ? preload : [null]).every(
      (file) => typeof file === 'string' && BUILD_FILE.test(file) && !file.includes('..'),
    );
    if (!files) throw new DeploymentError(`${where}: ${routePath} preloads something that is not a file of its build`);
    checked.preload = [...preload];
  }
  if (sharedParts !== undefined) {
    if (!Array.isArray(sharedParts) || !sharedParts.every((part) => typeof part === 'string' && /^[a-z-]+$/.test(part)))
      throw new DeploymentError(`${where}: ${routePath} names shared parts that are not names`);
    checked.sharedParts = [...sharedParts];
  }
  return checked;
}

/** The routes of a remote's routes.json (site-contract's RemoteRoutesFile), checked. */
export function checkedRoutesFile(json, remote) {
  if (!isRecord(json) || !Array.isArray(json.routes)) throw new DeploymentError(`${remote}: routes.json has no routes`);
  if (json.remote !== remote)
    throw new DeploymentError(`${remote}: routes.json belongs to ${JSON.stringify(json.remote)}, not ${remote}`);
  return json.routes.map((route, i) => checkedRoute(route, `${remote} route ${i + 1}`));
}

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

/**
 * The deployment of `remotes` ({ name: { manifest, entry, label, routes } }). Refused when two remotes
 * claim one path; one remote may declare spellings of a path that differ in case (the spec's two
 * edit routes) as long as no two are identical.
 */
export function composeDeployment(remotes) {
  const owners = new Map();
  const routes = [];
  for (const [remote, { manifest, entry, routes: declared }] of Object.entries(remotes)) {
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
  }
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, { manifest, entry, label }]) => [name, { manifest, entry, label }]),
    ),
    routes,
  };
}

/** The deployment as the JSON text of the index.html block (`<` escaped so it cannot close the tag). */
export function deploymentJson(deployment) {
  return JSON.stringify(deployment).replaceAll('<', '\\u003c');
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
    html.replace(BLOCK, () => block),
  );
  writeFileSync(path.join(distDir, 'remotes.json'), `${JSON.stringify(deployment, null, 2)}\n`);
}

/** The deployment a built shell serves now (its remotes.json), or an empty one before the first. */
export function readDeployment(distDir) {
  try {
    const json = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));
    if (isRecord(json) && isRecord(json.remotes) && Array.isArray(json.routes)) return json;
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
  return { remotes: {}, routes: [] };
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
 * and the routes it serves (its routes.json). Read from its build folder `dist` when given, else
 * from beside its deployed manifest (the remote's own hosting, e.g. a versioned folder).
 */
export async function remoteRelease(remote, { dist, manifest }) {
  const json = await readReleaseFile(remote, { dist, manifest }, 'mf-manifest.json');
  const entryFile = json?.metaData?.remoteEntry;
  if (typeof entryFile?.name !== 'string') throw new DeploymentError(`${remote}: its manifest names no remote entry`);
  const entry = besideManifest(manifest, (entryFile.path ? `${entryFile.path}/` : '') + entryFile.name);
  const routes = checkedRoutesFile(await readReleaseFile(remote, { dist, manifest }, 'routes.json'), remote);
  return { entry, routes };
}

/**
 * Deploys one remote into a built shell's deployment: `manifest` and `entry` are where it now
 * lives, `routes` what that build serves; every other remote stays as deployed. Rolling back is the same call
 * with the previous version's location. Returns the new deployment.
 */
export function deployRemote(distDir, remote, { manifest, entry, label, routes }) {
  const current = readDeployment(distDir);
  const remotes = {};
  for (const [name, entry] of Object.entries(current.remotes)) {
    remotes[name] = { ...entry, routes: current.routes.filter((r) => r.remote === name).map(withoutRemote) };
  }
  remotes[remote] = { manifest, entry, label: label ?? current.remotes[remote]?.label ?? remote, routes };
  const next = composeDeployment(remotes);
  writeDeployment(distDir, next);
  return next;
}

/** A deployed route as its remote declared it (every field but `remote`). */
const withoutRemote = (route) => Object.fromEntries(Object.entries(route).filter(([key]) => key !== 'remote'));
