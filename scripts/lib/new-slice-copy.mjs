// A developer's checkout with a slice `pnpm new-remote` wrote (issue 48), for the proofs that a new
// slice ships alone: scripts/slice-proof.mjs (its data and server code, on the copy's own backend)
// and e2e/tests/new-remote.spec.ts (its page through a deployed shell). The test command makes and
// builds it once, in the slice proof, and hands the copy to the E2E run (NEW_SLICE_COPY), which then
// rebuilds nothing (issue 84).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runPnpm } from './pnpm.mjs';
import { commitSliceFeature, SLICE_FEATURE } from './slice-feature.mjs';
import { COPY_LEFT_OUT } from './slice-files.mjs';

export const NEW_SLICE = { folder: 'mf-open-homes', name: 'mf_open_homes', label: 'Open homes' };

/** The environment variable that hands a made and built copy from the slice proof to the E2E run. */
export const NEW_SLICE_COPY_ENV = 'NEW_SLICE_COPY';

async function step(what, args, options) {
  const status = await runPnpm(args, options);
  if (status !== 0) throw new Error(`${what} failed (pnpm ${args.join(' ')})`);
  options.log?.(`ok   ${what}`);
}

/**
 * Copies the repository at `root` into `copy` (installed and built files aside), installs it
 * offline, adds an existing slice's feature as a commit of its own (slice-feature.mjs: the copy
 * becomes a git repository), runs `pnpm new-remote` there and links the new packages. Calls
 * `beforeNewRemote(copy)` before the new slice is written (to hash what it may not touch).
 * Returns new-remote's names and `feature`: the files the feature's commit changed.
 */
export async function makeNewSliceCopy(root, copy, { log, stdio = 'ignore', beforeNewRemote } = {}) {
  const options = { cwd: copy, stdio, log };
  cpSync(root, copy, { recursive: true, filter: (source) => !COPY_LEFT_OUT.test(source) });
  // The site's own install filled the store: nothing is fetched.
  await step('the copy installs', ['install', '--offline', '--frozen-lockfile'], options);
  const feature = await commitSliceFeature(copy);
  log?.(`ok   ${SLICE_FEATURE.folder} adds ${SLICE_FEATURE.collection}, its rule, index, trigger and page (a commit)`);
  beforeNewRemote?.(copy);
  const { newRemote } = await import(pathToFileURL(path.join(copy, 'scripts', 'new-remote.mjs')).href);
  const made = await newRemote(NEW_SLICE.folder, { label: NEW_SLICE.label, root: copy });
  log?.(`ok   pnpm new-remote wrote ${made.folder} (collection ${made.camel}Notes)`);
  // Its packages are the site's (in the store); pnpm may ask the registry for their metadata, which
  // an offline install of a new importer cannot do without.
  await step('the new packages link', ['install', '--prefer-offline', '--no-frozen-lockfile'], options);
  return { ...made, feature };
}

/**
 * The new slice's own checks and builds, as its team's CI runs them: page and server code; then the
 * feature's slice: its types, the feature's unit tests and its pinned contract, its builds.
 */
export async function buildNewSlice(copy, { log, stdio = 'ignore' } = {}) {
  const options = { cwd: copy, stdio, log };
  for (const pkg of [NEW_SLICE.folder, `${NEW_SLICE.folder}-functions`])
    for (const task of ['test', 'typecheck', 'build'])
      await step(`${pkg}: ${task}`, ['--filter', pkg, 'run', task], options);
  const { folder } = SLICE_FEATURE;
  await step(`${folder}: typecheck`, ['--filter', folder, 'run', 'typecheck'], options);
  await step(`${folder}-functions: typecheck`, ['--filter', `${folder}-functions`, 'run', 'typecheck'], options);
  await step(`${folder}: its contract's test`, ['--filter', folder, 'exec', 'vitest', 'run', 'src/app'], options);
  await step(
    `${folder}-functions: the feature's unit test`,
    ['--filter', `${folder}-functions`, 'exec', 'vitest', 'run', 'src/notes'],
    options,
  );
  await step(`${folder}: build`, ['--filter', folder, 'run', 'build'], options);
  await step(`${folder}-functions: build`, ['--filter', `${folder}-functions`, 'run', 'build'], options);
}

/** The port the copy's registry gave the new slice, once made. */
export function newSlicePort(copy) {
  const registry = JSON.parse(readFileSync(path.join(copy, 'tooling/apps.json'), 'utf8'));
  return registry[NEW_SLICE.name]?.port ?? 0;
}

/** Whether `copy` holds a made and built new slice (its page's and its functions' builds). */
export function isBuiltNewSliceCopy(copy) {
  return (
    Boolean(copy) &&
    existsSync(path.join(copy, NEW_SLICE.folder, 'dist', 'mf-manifest.json')) &&
    existsSync(path.join(copy, NEW_SLICE.folder, 'functions', 'lib', 'index.js')) &&
    existsSync(path.join(copy, SLICE_FEATURE.folder, 'dist', 'mf-manifest.json')) &&
    existsSync(path.join(copy, '.git'))
  );
}
