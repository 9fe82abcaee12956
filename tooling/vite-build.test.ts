import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

const script = path.resolve(import.meta.dirname, '../scripts/vite-build.mjs');
let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/**
 * Runs scripts/vite-build.mjs with a `vite` of our own first on PATH: it fails with `failures[n]` at
 * its n-th run (printing it), then passes; returns the wrapper's exit code and how often vite ran.
 */
function buildWith(failures: string[]) {
  folder = mkdtempSync(path.join(tmpdir(), 'vite-build-'));
  const runs = path.join(folder, 'runs');
  writeFileSync(runs, '');
  const fakeVite = path.join(folder, 'vite');
  writeFileSync(
    fakeVite,
    `#!/usr/bin/env node
const fs = require('node:fs');
fs.appendFileSync(${JSON.stringify(runs)}, process.argv.slice(2).join(' ') + '\\n');
const run = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').trim().split('\\n').length;
const failures = ${JSON.stringify(failures)};
if (run <= failures.length) { console.error(failures[run - 1]); process.exit(1); }
`,
  );
  chmodSync(fakeVite, 0o755);
  const result = spawnSync(process.execPath, [script, '--mode', 'production'], {
    env: { ...process.env, PATH: `${folder}${path.delimiter}${process.env.PATH ?? ''}` },
    encoding: 'utf8',
  });
  const calls = readFileSync(runs, 'utf8').trim().split('\n').filter(Boolean);
  return { code: result.status, calls };
}

const RACE =
  '[MISSING_EXPORT] "firestoreDocumentsAddress" is not exported by "\\0virtual:mf:__mfe_internal__app__loadShare__shared_mf_2_firebase__loadShare__.js".';

test('builds again when a share wrapper missed an export, with the same arguments', () => {
  const { code, calls } = buildWith([RACE]);
  expect(code).toBe(0);
  expect(calls).toEqual(['build --mode production', 'build --mode production']);
});

test('gives up after three builds that miss an export', () => {
  const { code, calls } = buildWith([RACE, RACE, RACE]);
  expect(code).toBe(1);
  expect(calls).toHaveLength(3);
});

test('does not build again on any other failure, a missing export of our own code included', () => {
  expect(buildWith(['src/app.tsx: Unexpected token']).calls).toHaveLength(1);
  const own = buildWith(['[MISSING_EXPORT] "x" is not exported by "src/lib/y.ts".']);
  expect(own.code).toBe(1);
  expect(own.calls).toHaveLength(1);
});
