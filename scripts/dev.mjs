// `pnpm dev`: the local backend plus every app in Vite dev mode; remotes update in place inside the host.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startBackend, printDemoAccounts } from '../backend/start-backend.mjs';
import { APPS, repoRoot } from './lib/site.mjs';

const backend = await startBackend({ dataDir: process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.backend-data') });
const vite = path.join(repoRoot, 'shell', 'node_modules', 'vite', 'bin', 'vite.js');
const children = Object.values(APPS).map((app) =>
  spawn(process.execPath, [vite], { cwd: path.join(repoRoot, app.folder), stdio: 'inherit' }),
);
console.log(
  `\nDev mode: http://localhost:${APPS.shell.port} (remotes on ${Object.values(APPS)
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
