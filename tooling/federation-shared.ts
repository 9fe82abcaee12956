// The one definition of what the shell and the remotes share through Module Federation.
// Every vite.config.ts builds its `shared` map from here, so the apps cannot drift apart.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Libraries that must exist once per page: two Reacts or two Firebase apps break the site, the
 * router's and the toasts' context cross from the shell into the remotes. The toasts are shared as
 * react-toastify's unstyled entry, the one every app imports (decision record 055): the default
 * entry parses its stylesheet from a string in JavaScript as it starts. Only these: a library
 * that one app uses on its own (mf-browse's @tanstack/react-query: its provider and its hooks
 * live in that remote) is bundled into that app, tree-shaken, instead of loaded through the
 * federation's share glue (on `/`: 5 KB gzip less and one file fewer).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-toastify/unstyled',
  'shared-firebase',
] as const;

/** The package a specifier names: `react-toastify` for `react-toastify/unstyled`, `@scope/name` for `@scope/name/x`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

function installedVersion(appDir: string, specifier: string): string {
  const packageName = packageOf(specifier);
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(specifier));
  // Walk up from the resolved entry to the package's own package.json.
  while (!existsSync(path.join(dir, 'package.json')) || readPackageName(dir) !== packageName) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${packageName} not found from ${appDir}`);
    dir = parent;
  }
  const pkg: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string')
    return pkg.version;
  throw new Error(`${packageName} has no version`);
}

function readPackageName(dir: string): string | undefined {
  const pkg: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return typeof pkg === 'object' && pkg !== null && 'name' in pkg && typeof pkg.name === 'string'
    ? pkg.name
    : undefined;
}

/**
 * The part of react-router the apps may use (tooling/router-shared-exports.json). The shared router is built with only these exports
 * (the whole package is ~65 KB gzip, this part about half), so every app's copy is the same small
 * one and the shell's copy serves every remote. ESLint refuses imports of anything else from
 * 'react-router' (eslint.config.js), because a remote that needed an export missing from the
 * shell's copy would make the federation runtime load a second, full router: two routers on one
 * page do not share their context. Adding a name here means rebuilding and deploying the shell
 * before the remote that uses it.
 */
export const ROUTER_SHARED_EXPORTS = parsedStringList(
  readFileSync(path.join(import.meta.dirname, 'router-shared-exports.json'), 'utf8'),
);

/** A JSON list of strings, or an error saying the file is not one. */
function parsedStringList(text: string): readonly string[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    throw new Error('router-shared-exports.json: not a list of export names');
  return list;
}

/** Packages shared with only the listed exports (Module Federation shared tree shaking). */
const TREE_SHAKEN_EXPORTS: Partial<Record<string, readonly string[]>> = {
  'react-router': ROUTER_SHARED_EXPORTS,
};

export interface SharedEntry {
  singleton: true;
  version: string;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** The `shared` map for the app in `appDir`: each singleton at the version it installed. */
export function sharedSingletons(appDir: string): Record<string, SharedEntry> {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const version = installedVersion(appDir, name);
      const major = version.split('.')[0];
      const entry: SharedEntry = { singleton: true, version, requiredVersion: `^${major}.0.0` };
      const usedExports = TREE_SHAKEN_EXPORTS[name];
      if (usedExports) entry.treeShaking = { mode: 'runtime-infer', usedExports: [...usedExports] };
      return [name, entry];
    }),
  );
}
