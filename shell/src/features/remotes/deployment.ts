// The deployment the shell runs: which remotes compose the site, where they live, the routes
// each serves, the navigation and the entry points (site-contract's Deployment). The deploy step writes it into index.html's
// `deployment` block and /remotes.json; the shell builds its router from it at run time.
import type { Deployment, DeploymentBlockId } from 'site-contract';
import { deploymentSchema, parseOr } from 'site-contract/schema';
import { firstLoadState } from '../../first-load/first-load-state.ts';

const DEPLOYMENT_BLOCK_ID: DeploymentBlockId = 'deployment';

/**
 * Parses a deployment with site-contract's schema (the one the deploy step writes it with);
 * manifest and entry URLs become absolute against `base`. Throws on a malformed one.
 */
export function parseDeployment(value: unknown, base: string): Deployment {
  const deployment = parseOr(deploymentSchema, value, (problem: string) => {
    throw new Error(`remotes.json is not a deployment: ${problem}`);
  });
  for (const [name, remote] of Object.entries(deployment.remotes)) {
    remote.manifest = new URL(remote.manifest, base).toString();
    remote.entry = new URL(remote.entry, base).toString();
    remote.label ||= name;
  }
  return deployment;
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
