// The deployment the shell runs: which remotes compose the site, where they live and the routes
// each serves (site-contract's Deployment). The deploy step writes it into index.html's
// `deployment` block and /remotes.json; the shell builds its router from it at run time.
import type { DeployedRoute, Deployment, DeploymentBlockId, FirstRead } from 'site-contract';
import { firstLoadState } from '../../first-load/first-load-state.ts';

const DEPLOYMENT_BLOCK_ID: DeploymentBlockId = 'deployment';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRoute(value: unknown, remotes: Deployment['remotes']): DeployedRoute {
  if (!isRecord(value)) throw new Error('remotes.json: a route must be an object');
  const { path, remote, page, signedIn, read } = value;
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw new Error(`remotes.json: bad route path ${String(path)}`);
  if (typeof remote !== 'string' || !(remote in remotes))
    throw new Error(`remotes.json: ${path} names no deployed remote`);
  if (typeof page !== 'string' || page === '') throw new Error(`remotes.json: ${path} names no page`);
  if (typeof signedIn !== 'boolean') throw new Error(`remotes.json: ${path} must say signedIn`);
  return { path, remote, page, signedIn, ...(read === undefined ? {} : { read: parseRead(read, path) }) };
}

function parseRead(value: unknown, path: string): FirstRead {
  const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((v) => typeof v === 'string');
  if (
    !isRecord(value) ||
    typeof value.name !== 'string' ||
    (value.param !== undefined && typeof value.param !== 'string') ||
    (value.values !== undefined && !strings(value.values))
  ) {
    throw new Error(`remotes.json: ${path} has a malformed read`);
  }
  const { name, param, values } = value;
  return { name, ...(param === undefined ? {} : { param }), ...(values === undefined ? {} : { values }) };
}

/** Parses a deployment; manifest and entry URLs become absolute against `base`. Throws on a malformed one. */
export function parseDeployment(value: unknown, base: string): Deployment {
  if (!isRecord(value) || !isRecord(value.remotes) || !Array.isArray(value.routes)) {
    throw new Error('remotes.json is not a deployment (remotes and routes)');
  }
  const remotes: Deployment['remotes'] = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRecord(entry) || typeof entry.manifest !== 'string' || entry.manifest === '') {
      throw new Error(`remotes.json has no manifest URL for ${name}`);
    }
    if (typeof entry.entry !== 'string' || entry.entry === '')
      throw new Error(`remotes.json has no entry URL for ${name}`);
    remotes[name] = {
      manifest: new URL(entry.manifest, base).toString(),
      entry: new URL(entry.entry, base).toString(),
      label: typeof entry.label === 'string' && entry.label !== '' ? entry.label : name,
    };
  }
  return { remotes, routes: value.routes.map((route) => parseRoute(route, remotes)) };
}

/** The deployment in the page's own block, read at once (built pages), or undefined. */
export function inlineDeployment(): Deployment | undefined {
  const text = document.getElementById(DEPLOYMENT_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const json: unknown = JSON.parse(text);
    return json === null ? undefined : parseDeployment(json, window.location.origin);
  } catch (error) {
    console.warn('[shell] the page carries a malformed deployment; reading /remotes.json', error);
    return undefined;
  }
}

async function fetchDeployment(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /remotes.json: ${response.status}`);
  return response.json();
}

let current: Deployment | undefined;
let pending: Promise<Deployment> | undefined;

/**
 * The deployment, once: the page's block, else what the first-load script fetched, else
 * /remotes.json. A failure is not kept, so Retry asks again.
 */
export function loadDeployment(): Promise<Deployment> {
  current ??= inlineDeployment();
  if (current) return Promise.resolve(current);
  pending ??= (async () => {
    const state = firstLoadState();
    const early = state?.deployment;
    if (state) state.deployment = undefined;
    const json = early ? await early.catch(fetchDeployment) : await fetchDeployment();
    current = parseDeployment(json, window.location.origin);
    return current;
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The deployment when it is already known (a built page's block), so the first render needs no wait. */
export function knownDeployment(): Deployment | undefined {
  current ??= inlineDeployment();
  return current;
}
