// The site's apps as tooling/apps.json lists them (tooling/apps.ts is the same for TypeScript),
// and what is derived from that one registry: where each remote lives per environment and the
// Firebase Hosting site of each app.
import { existsSync, readFileSync } from 'node:fs';

/** @type {Record<string, { folder: string, port: number, label: string, site?: string, exposes?: Record<string, string> }>} */
export const APPS = JSON.parse(readFileSync(new URL('../../tooling/apps.json', import.meta.url), 'utf8'));

/** The remotes' names (every app but the shell). */
export const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

/** The Firebase Hosting site of an app: `site` in the registry, else `marketplace-<folder>`. */
export const hostingSite = (name) => APPS[name].site ?? `marketplace-${APPS[name].folder}`;

/** The environments a deployment can be written for, and where each serves an app's files. */
const ORIGINS = {
  local: (name) => `http://localhost:${APPS[name].port}`,
  production: (name) => `https://${hostingSite(name)}.web.app`,
};
export const ENVIRONMENTS = Object.keys(ORIGINS);

/** Where each remote's mf-manifest.json is served in `environment` ('local' or 'production'). */
export function remoteManifests(environment) {
  const origin = ORIGINS[environment];
  if (!origin) throw new Error(`No environment ${environment}: ${ENVIRONMENTS.join(' or ')}`);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${origin(name)}/mf-manifest.json`]));
}

/**
 * The functions codebases (issue 48): the site's own (functions/, "site": the pages its host asks
 * for) and one per slice that has server code (<folder>/functions/, named after its folder), each
 * deployed alone with `firebase deploy --only functions:<codebase>`.
 * @type {{ codebase: string, dir: string, app?: string }[]}
 */
export const FUNCTIONS_CODEBASES = [
  { codebase: 'site', dir: 'functions' },
  ...REMOTE_NAMES.filter((name) =>
    existsSync(new URL(`../../${APPS[name].folder}/functions/package.json`, import.meta.url)),
  ).map((name) => ({ codebase: APPS[name].folder, dir: `${APPS[name].folder}/functions`, app: name })),
];
