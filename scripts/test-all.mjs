// `pnpm test`: every check of the project, in the order a failure is cheapest to find.
// lint → typecheck → unit tests → build → integration (real SDK, local backend) → E2E (Chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend } from '../backend/start-backend.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/site.mjs';

const steps = [];
async function step(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const status = await run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: status === 0, seconds });
  if (status !== 0) {
    summary();
    console.error(`\n${name} failed.`);
    process.exit(status || 1);
  }
}
function summary() {
  console.log('\n=== Summary');
  for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
}
const runNode = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
const pnpm =
  (...args) =>
  () =>
    runPnpm(args, { cwd: repoRoot });

ensureChromium();
await step('lint', pnpm('run', 'lint'));
await step('typecheck', pnpm('run', 'typecheck'));
await step('unit tests', pnpm('run', 'test:unit'));
await step('build', pnpm('run', 'build'));

// Integration tests against a fresh local backend: shared-firebase's and each remote's own data
// functions (one package at a time: they share the backend).
const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-int-'));
let crashNotice;
const crashNoticed = new Promise((resolve) => (crashNotice = resolve));
const backend = await startBackend({ dataDir, seed: false, persist: false, quiet: true, onCrash: crashNotice });
try {
  await step('integration tests', pnpm('-r', '--workspace-concurrency=1', '--if-present', 'run', 'test:integration'));
  // `pnpm start` must never stay half up: the backend reports its child's death.
  await step('backend reports a dead Firestore emulator', async () => {
    process.kill(backend.firestorePid, 'SIGKILL');
    const message = await Promise.race([crashNoticed, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (typeof message === 'string' && message.includes('Cloud Firestore emulator was killed')) return 0;
    console.error(`No crash report within 15 s (got ${JSON.stringify(message)})`);
    return 1;
  });
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Nor may it leave anything behind, however it ends (issue 47).
await step('a killed backend leaves nothing behind', () =>
  runNode(path.join(repoRoot, 'backend', 'leftovers-check.mjs')),
);

// A team ships a feature with new data and server code by its slice alone (issue 48): a generated
// slice's rules, data function and trigger, on a copy with its own backend.
await step('a new slice ships its data and server code alone', () =>
  runNode(path.join(repoRoot, 'scripts', 'slice-proof.mjs')),
);

await step('e2e tests', () => runPnpm(['run', 'test:e2e'], { cwd: repoRoot }));
await step('dev mode smoke tests', () => runPnpm(['run', 'test:dev-smoke'], { cwd: repoRoot }));
summary();
