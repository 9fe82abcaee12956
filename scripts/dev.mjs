// `pnpm dev`: the local backend plus every app in Vite dev mode; remotes update in place inside the host.
// `pnpm dev:<folder>` (node scripts/dev.mjs <folder>): the local backend and that one remote on its
// own, with its own router and toasts (design-system's standalone harness).
import { spawn } from 'node:child_process';
import path from 'node:path';
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
const backend = await startBackend({ dataDir: process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.backend-data') });
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
