// `pnpm start`: builds every app and runs the whole site production-like, with the local backend.
import path from 'node:path';
import { emulatorProbes, watchBackend } from '../backend/backend-watchdog.mjs';
import { URLS } from '../backend/config.mjs';
import { printDemoAccounts } from '../backend/start-backend.mjs';
import { APPS, REMOTE_NAMES } from './lib/apps.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { appUrl, repoRoot, startSite } from './lib/site.mjs';

if (!process.argv.includes('--no-build')) {
  const status = await runPnpm(['run', 'build'], { cwd: repoRoot });
  if (status !== 0) process.exit(status);
}

const dataDir = process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.backend-data');
let site;
let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await site?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Never a silent half-up site: a backend that dies or stops answering stops everything, and says why.
function backendLost(message) {
  if (stopping) return;
  stopping = true;
  console.error(`\n${message}\nThe site cannot work without it: stopping. Run pnpm start again to restart.`);
  void site?.stop().finally(() => process.exit(1));
}
site = await startSite({ dataDir, onBackendCrash: backendLost });
// Each emulator asked every 5 s; a stuck lane of the Functions emulator mended (issue 83).
watchBackend({
  probes: emulatorProbes(URLS),
  functions: site.backend.functions,
  laneOfWorker: site.backend.laneOfWorker,
  onDead: backendLost,
});
console.log(`
The marketplace is running: ${appUrl('shell')}
  remotes: ${REMOTE_NAMES.map((name) => `${APPS[name].folder} ${appUrl(name)}`).join(', ')}
  local Firebase backend: Auth :9099, Firestore :8080, Storage :9199 (data in ${dataDir})
`);
printDemoAccounts();
console.log('\nPress Ctrl-C to stop (the data is kept).');
