// Composing the deployment of the site from the remotes' releases, checked against the contract's
// schema: pure (no file, no network), so the deploy step (scripts/lib/deployment.mjs) and the
// shell's dev server (its /remotes.json) compose it with one function.
import { deploymentSchema, parseOr, remoteReleaseSchema } from './contract-schema.ts';
import type { DeployedRemote, Deployment } from './deployment.ts';
import type { EntryPoints, NavEntry, RemoteRelease, RouteDeclaration } from './routes.ts';

/** What a remote brings to a deployment: where it lives and what its release declares. */
export type RemoteToDeploy = Omit<DeployedRemote, 'label' | 'locales'> & {
  label?: string;
  locales?: readonly string[];
  routes: RouteDeclaration[];
  nav?: NavEntry[];
  entries?: EntryPoints;
};

/** A deployment refused by the deploy step (two remotes claim one path, a malformed routes.json...). */
export class DeploymentError extends Error {
  name = 'DeploymentError';
}

/**
 * A remote's release file (routes.json: its routes, navigation entries and entry points), checked
 * against site-contract's schema; unknown fields are dropped.
 */
export function checkedRelease(json: unknown, remote: string): RemoteRelease {
  const release = parseOr(remoteReleaseSchema, json, (problem) => {
    throw new DeploymentError(`${remote}: routes.json: ${problem}`);
  });
  if (release.remote !== remote)
    throw new DeploymentError(`${remote}: routes.json belongs to ${JSON.stringify(release.remote)}, not ${remote}`);
  return release;
}

/** The routes of a remote's routes.json, checked (checkedRelease's routes). */
export const checkedRoutesFile = (json: unknown, remote: string): RouteDeclaration[] =>
  checkedRelease(json, remote).routes;

/**
 * What decides which route a URL goes to: the router ignores the case of static segments and the
 * names of parameters, so `/Offers` and `/offers`, or `/a/:id` and `/a/:key`, are one path.
 */
export const pathKey = (routePath: string): string =>
  routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/');

/** The path of an entry point (`signIn` is a path, `search` a path and its parameter). */
export const entryPath = (point: string | { path: string }): string => (typeof point === 'string' ? point : point.path);

/**
 * The deployment of `remotes` ({ name: { manifest, entry, label, routes, nav, entries } }). Refused
 * when two remotes claim one path, one nav path or one entry point; one remote may declare
 * spellings of a path that differ in case (the spec's two edit routes) as long as no two are
 * identical. A nav entry and an entry point lead to a route of the remote that declares them.
 */
export function composeDeployment(remotes: Record<string, RemoteToDeploy>): Deployment {
  const owners = new Map<string, { remote: string; path: string }>();
  // As declared: the composed deployment is parsed with the contract's schema below.
  const routes: (RouteDeclaration & { remote: string })[] = [];
  const nav: (NavEntry & { remote: string })[] = [];
  const entries: Record<string, unknown> = {};
  const entryOwners: Record<string, string> = {};
  for (const [remote, { manifest, entry, routes: declared, nav: links = [], entries: points = {} }] of Object.entries(
    remotes,
  )) {
    if (typeof manifest !== 'string' || manifest === '') throw new DeploymentError(`${remote}: no manifest URL`);
    if (typeof entry !== 'string' || entry === '') throw new DeploymentError(`${remote}: no remote entry URL`);
    const spellings = new Set<string>();
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
    const serves = (linkPath: string) => declared.some((route) => pathKey(route.path) === pathKey(linkPath));
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
      Object.entries(remotes).map(([name, { manifest, entry, label, locales }]) => [
        name,
        { manifest, entry, label, locales },
      ]),
    ),
    routes,
    nav,
    entries,
  });
}

/** `json` as a deployment (site-contract's schema), or a DeploymentError naming what is wrong. */
export function checkedDeployment(json: unknown): Deployment {
  return parseOr(deploymentSchema, json, (problem) => {
    throw new DeploymentError(`not a deployment: ${problem}`);
  });
}
