// `pnpm dev`: the local backend plus every app in Vite dev mode; remotes update in place inside the host.
// `pnpm dev:<folder>` (node scripts/dev.mjs <folder>): the local backend and that one remote on its
// own, with its own router and toasts (design-system's standalone harness).
// A local backend already running (another `pnpm dev:<folder>` in another terminal, `pnpm dev`) is
// used as it is: two remotes standalone side by side share one, and only its own command stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runningBackend } from '../backend/process-guard.mjs';
import { startBackend, printDemoAccounts } from '../backend/start-backend.mjs';
import { APPS, repoRoot } from './lib/site.mjs';

const only = process.argv[2];
const apps = only ? Object.values(APPS).filter((app) => app.folder === only) : Object.values(APPS);
if (only && (apps.length !== 1 || only === APPS.shell.folder)) {
  console.error(
    `No remote in folder ${only}: tooling/apps.json lists ${Object.values(APPS)
      .map((a) => a.folder)
      .join(', ')}`,
  );
  process.exit(1);
}
/** The local backend already running, once it is ready, or else one of this command's own. */
async function localBackend() {
  let running = runningBackend();
  if (!running) return startBackend({ dataDir: process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.backend-data') });
  console.log(
    `Using the local backend already running (process ${running.owner}, started ${running.startedAt}); ` +
      'the command that started it stops it.',
  );
  while (!running.ready) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = runningBackend();
    if (!running) throw new Error('The local backend stopped before it was ready. Start again.');
  }
  return { stop: async () => {} };
}

const backend = await localBackend();
const vite = path.join(repoRoot, 'shell', 'node_modules', 'vite', 'bin', 'vite.js');
const children = apps.map((app) =>
  spawn(process.execPath, [vite], { cwd: path.join(repoRoot, app.folder), stdio: 'inherit' }),
);
console.log(
  only
    ? `\nDev mode, ${only} standalone: http://localhost:${apps[0]?.port}`
    : `\nDev mode: http://localhost:${APPS.shell.port} (remotes on ${apps
        .slice(1)
        .map((a) => a.port)
        .join(', ')})`,
);
printDemoAccounts();

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
