// `pnpm test`'s check that a local backend leaves nothing behind (issue 47), run when no other
// backend is up: a backend started in a child process gets its Functions workers going (a listing
// written), is killed with SIGKILL (nothing of it can clean up), and every process it had must be
// gone within seconds; a second start meanwhile is refused while the first runs, and works after.
// Prints what it checked; exits 1 on the first failure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { adminFirestore } from './admin.mjs';
import { claimBackend, descendantsOf, isAlive } from './process-guard.mjs';
import { startBackend } from './start-backend.mjs';

const fail = (message) => {
  console.error(`FAIL ${message}`);
  process.exit(1);
};
const until = async (what, test, ms) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await test()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(what);
};

const backendModule = path.join(import.meta.dirname, 'start-backend.mjs');
const child = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const { startBackend } = await import(${JSON.stringify(backendModule)});
     await startBackend({ seed: false, persist: false, quiet: true });
     console.log('READY');`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
let exited = false;
child.stdout.on('data', (chunk) => (output += chunk));
child.once('exit', () => (exited = true));
await until(
  'the backend in the child process started',
  () => {
    if (exited) fail('the backend in the child process exited while starting');
    return output.includes('READY');
  },
  120_000,
);

// Another start while it runs is refused, with a message that says why.
const refusal = await claimBackend(() => {}).then(
  () => null,
  (error) => error.message,
);
if (!refusal?.includes('A local backend is already running')) fail(`a second start was not refused (${refusal})`);
console.log('ok   a second start is refused while one runs');

// The triggers run in the Functions emulator's worker processes.
await adminFirestore()
  .doc(`listings/leftovers-${Date.now()}`)
  .set({ type: 'rent', name: 'Leftovers check', location: '1 Quay, Leith', userRef: 'leftovers', regularPrice: 900 });
let processes = [];
await until(
  'the Functions emulator started a worker',
  () => {
    processes = descendantsOf(child.pid).filter((pid) => pid !== child.pid);
    return processes.length >= 3; // the Firestore emulator, the watchdog, at least one worker
  },
  60_000,
);
child.kill('SIGKILL');
await once(child, 'exit');
await until(
  `every process of the killed backend ended (left: ${processes.filter(isAlive).join(', ')})`,
  () => processes.every((pid) => !isAlive(pid)),
  10_000,
);
console.log(`ok   a backend killed with SIGKILL left none of its ${processes.length} processes`);

const again = await startBackend({ seed: false, persist: false, quiet: true });
await again.stop();
console.log('ok   the next start comes up and stops cleanly');
process.exit(0);
