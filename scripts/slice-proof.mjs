// The proof that a team ships a feature with new data and server code by its slice alone (issue
// 48), run by `pnpm test` on a copy of the repository: `pnpm new-remote` writes a slice whose
// feature has a collection of its own (its rule, an index, a trigger that derives a field, a page
// that shows it); the copy's own local backend runs the composed rules and every functions
// codebase, the new one included; the slice's integration tests then check its rules matrix, its
// data function through the composed rules, and its trigger writing the derived field. Every other
// slice's files, the site's functions, shared-firebase and the platform's rules stay byte-identical.
// The slice's own tests, types and builds pass too. Before it, an existing slice (mf-viewings) adds
// a feature with data of its own the same way (scripts/lib/slice-feature.mjs), as one commit whose
// diff names files of that slice only (issue 87); the ownership test holds it to its declaration,
// and the copy's backend runs its rule and its trigger. (The deploy side, its rules composed with the
// deployed slices' and its page through the shell, is e2e/tests/new-remote.spec.ts, which the test
// command hands this copy to: NEW_SLICE_COPY names it, and it is kept for that run.)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildNewSlice, makeNewSliceCopy, NEW_SLICE_COPY_ENV } from './lib/new-slice-copy.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { SLICE_FEATURE } from './lib/slice-feature.mjs';
import { othersHashes } from './lib/slice-files.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keptCopy = process.env[NEW_SLICE_COPY_ENV];
const copy = keptCopy ?? mkdtempSync(path.join(tmpdir(), 'slice-proof-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'slice-proof-data-'));
const quiet = { cwd: copy, stdio: 'ignore' };
let backend;

function fail(message) {
  console.error(`slice proof: ${message}`);
  process.exitCode = 1;
}

async function step(what, args, options = quiet) {
  const status = await runPnpm(args, options);
  if (status !== 0) throw new Error(`${what} failed (pnpm ${args.join(' ')})`);
  console.log(`ok   ${what}`);
}

try {
  if (keptCopy) {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
  }
  let before = {};
  const { feature } = await makeNewSliceCopy(repoRoot, copy, {
    log: console.log,
    beforeNewRemote: () => (before = othersHashes(copy)),
  });
  const outside = feature.filter((file) => !file.startsWith(`${SLICE_FEATURE.folder}/`));
  if (outside.length > 0 || feature.length === 0)
    fail(`the feature's commit changed files outside ${SLICE_FEATURE.folder}/: ${outside.join(', ') || 'none at all'}`);
  else console.log(`ok   git diff of the feature: ${feature.length} files, all in ${SLICE_FEATURE.folder}/`);
  await step('every collection has one owner, the feature’s too (tooling/data-ownership.test.ts)', [
    'exec',
    'vitest',
    'run',
    '--environment',
    'node',
    'tooling/data-ownership.test.ts',
  ]);

  // The copy's own backend: its composed rules, and its functions codebases (the new one's trigger too).
  const { startBackend } = await import(pathToFileURL(path.join(copy, 'backend', 'start-backend.mjs')).href);
  backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true });
  const inherit = { cwd: copy, stdio: 'inherit' };
  await step(
    'its rules matrix and its data function, through the composed rules',
    ['--filter', 'mf-open-homes', 'run', 'test:integration'],
    inherit,
  );
  await step(
    'its trigger derives a field, in its own functions codebase',
    ['--filter', 'mf-open-homes-functions', 'run', 'test:integration'],
    inherit,
  );

  await step(
    `${SLICE_FEATURE.folder}'s new rules matrix and data function, through the composed rules`,
    [
      '--filter',
      SLICE_FEATURE.folder,
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.integration.config.ts',
      'firebase/notes-rules',
      'src/api/notes',
    ],
    inherit,
  );
  await step(
    `${SLICE_FEATURE.folder}'s new trigger derives a field, in its functions codebase`,
    [
      '--filter',
      `${SLICE_FEATURE.folder}-functions`,
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.integration.config.ts',
      'src/notes',
    ],
    inherit,
  );

  await buildNewSlice(copy, { log: console.log });

  const after = othersHashes(copy);
  const changed = Object.keys({ ...before, ...after }).filter((file) => before[file] !== after[file]);
  if (changed.length > 0) fail(`files outside the new slice changed: ${changed.join(', ')}`);
  else console.log('ok   every other slice, the site’s functions and the platform are byte-identical');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await backend?.stop();
  if (!keptCopy || process.exitCode) rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
