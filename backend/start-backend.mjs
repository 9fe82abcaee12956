// The local Firebase backend: Auth, Storage and Functions emulators from firebase-tools (in this
// process) and the Cloud Firestore emulator (java, a child process). Data persists in a
// folder between runs; the first start seeds the demo data.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOSED_RULES, writeRepositoryRules } from '../scripts/lib/compose-rules.mjs';
import { FIRESTORE_JAR, HOST, PORTS, PROJECT_ID, URLS } from './config.mjs';
import { laneOfWorker, startFunctionsEmulator, stopFunctionsEmulator } from './functions-emulator.mjs';
import { claimBackend, guardBackend, markBackendReady } from './process-guard.mjs';
import { jsStorageRuleset } from './storage-rules.mjs';
import { seedDemoData, DEMO_USERS } from './seed.mjs';

const require = createRequire(import.meta.url);
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth');
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage');
const { createDestroyer } = require('firebase-tools/lib/utils');

// The Auth emulator checks each call against the Identity Toolkit's OpenAPI description (with
// exegesis), and by default compiles a checker for every parameter of every operation as it starts:
// 7 s of CPU a start here, for the dozen operations the site calls. Compiled on first use instead
// (exegesis' own option, which firebase-tools leaves off): every call is still checked the same way.
const exegesisExpress = createRequire(require.resolve('firebase-tools/lib/emulator/auth/server'))('exegesis-express');
const compileAll = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) => compileAll(spec, { ...options, lazyCompileValidationSchemas: true });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Storage emulator with its Java rules engine replaced by the JS mirror of storage.rules. */
class OfflineStorageEmulator extends StorageEmulator {
  constructor(args) {
    super(args);
    // The stock runtime downloads a JAR on start; nothing here needs it.
    this._rulesRuntime = { start: async () => {}, stop: async () => {} };
  }
  createRulesManager() {
    return {
      start: async () => ({ errors: [], warnings: [] }),
      stop: async () => {},
      getRuleset: () => jsStorageRuleset,
    };
  }
  /**
   * Every answer says `X-Content-Type-Options: nosniff` (issue 34): a browser shows an upload only
   * as the type it was stored with, never as what its bytes look like. The header goes first in
   * the emulator's express app, so downloads carry it too.
   */
  async start() {
    await super.start();
    const app = this.getApp();
    app.use((_request, response, next) => {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      next();
    });
    const stack = app._router?.stack;
    if (stack) stack.unshift(stack.pop());
  }
}

async function waitForHttp(url, timeoutMs, isDead) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead?.()) throw new Error(`process serving ${url} exited`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`timed out waiting for ${url}`);
}

function startFirestore(importDir, log) {
  // The rules it runs: the platform's part and the slices' fragments, composed now (issue 87: a
  // build output, not a committed file).
  writeRepositoryRules();
  if (!existsSync(FIRESTORE_JAR)) {
    throw new Error(
      `The Cloud Firestore emulator JAR was not found at ${FIRESTORE_JAR}.\n` +
        'Install the Debian package google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_JAR.',
    );
  }
  const args = [
    '-cp',
    FIRESTORE_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    `--host=${HOST}`,
    `--port=${PORTS.firestore}`,
    `--project_id=${PROJECT_ID}`,
    '--single_project_mode=true',
    `--rules=${COMPOSED_RULES}`,
    // Where the triggers of functions/ run: the emulator posts each document event there.
    `--functions_emulator=${HOST}:${PORTS.functions}`,
  ];
  const metadata = importDir && findExportMetadata(importDir);
  if (metadata) args.push(`--import-data=${metadata}`);
  // Own process group: a Ctrl-C in the terminal must not kill java before we export its data.
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const recent = [];
  const keep = (chunk) => {
    recent.push(String(chunk));
    if (recent.length > 40) recent.shift();
    if (process.env.BACKEND_VERBOSE) log(`[firestore] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentOutput = () => recent.join('');
  process.on('exit', () => child.kill('SIGKILL'));
  return child;
}

// The emulator writes its export into a sub-folder it names itself.
function findExportMetadata(dir) {
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (String(entry).endsWith('.overall_export_metadata')) return path.join(dir, String(entry));
  }
  return null;
}

async function exportFirestore(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const res = await fetch(`${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: dir }),
  });
  if (!res.ok) throw new Error(`Firestore export failed: ${res.status} ${await res.text()}`);
}

async function exportAuth(dir) {
  mkdirSync(dir, { recursive: true });
  const headers = { Authorization: 'Bearer owner' };
  const accounts = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=-1`,
    { headers },
  );
  writeFileSync(path.join(dir, 'accounts.json'), await accounts.text());
  const config = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/config`, { headers });
  writeFileSync(path.join(dir, 'config.json'), await config.text());
}

/**
 * Starts the four emulators. Returns { stop, users }.
 * `onCrash(message)`: called once if the Firestore emulator (the one child process) exits while
 * the backend is running, so the caller never stays half up; Auth, Storage and Functions run in
 * this process (each function in a worker process of the Functions emulator).
 * @param {{ dataDir?: string, seed?: boolean, persist?: boolean, quiet?: boolean, onCrash?: (message: string) => void }} options
 */
export async function startBackend({ dataDir, seed = true, persist = true, quiet = false, onCrash } = {}) {
  const log = quiet ? () => {} : (message) => process.stdout.write(String(message));
  const dirs = dataDir && {
    firestore: path.join(dataDir, 'firestore'),
    auth: path.join(dataDir, 'auth'),
    storage: path.join(dataDir, 'storage'),
  };

  const auth = new AuthEmulator({ projectId: PROJECT_ID, host: HOST, port: PORTS.auth, singleProjectMode: 'warning' });
  const storage = new OfflineStorageEmulator({ projectId: PROJECT_ID, host: HOST, port: PORTS.storage, rules: '' });
  let java;
  let functions;
  let javaExited = false;
  let running = false;
  let stopped = false;
  // Never two backends at once, nor an earlier one's leftovers (issue 47).
  await claimBackend(log);
  let release = () => {};
  try {
    java = startFirestore(dirs && dirs.firestore, log);
    release = guardBackend(java.pid);
    java.on('exit', (code, signal) => {
      javaExited = true;
      if (!running || stopped) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      onCrash?.(
        `The Cloud Firestore emulator ${how}.\n${java.recentOutput().trim().split('\n').slice(-10).join('\n')}`,
      );
    });
    await EmulatorRegistry.start(auth);
    await EmulatorRegistry.start(storage);
    if (dirs && existsSync(path.join(dirs.auth, 'accounts.json'))) {
      await auth.importData(dirs.auth, PROJECT_ID, { initiatedBy: 'start' });
    }
    if (dirs && existsSync(path.join(dirs.storage, 'buckets.json'))) {
      storage.storageLayer.import(dirs.storage, { initiatedBy: 'start' });
    }
    await waitForHttp(`${URLS.firestore}/`, 60_000, () => javaExited).catch((error) => {
      throw new Error(`${error.message}\n${java.recentOutput()}`, { cause: error });
    });
    functions = await startFunctionsEmulator({ quiet, storage });
  } catch (error) {
    java?.kill('SIGKILL');
    await Promise.allSettled([
      stopFunctionsEmulator(),
      EmulatorRegistry.stop('auth'),
      EmulatorRegistry.stop('storage'),
    ]);
    release();
    throw error;
  }
  if (seed) await seedDemoData({ log });
  running = true;
  markBackendReady();

  async function stop() {
    if (stopped) return;
    stopped = true;
    if (persist && dirs) {
      try {
        // A Firestore emulator that died keeps its last saved data; the accounts and files are saved.
        if (!javaExited) await exportFirestore(dirs.firestore);
        await exportAuth(dirs.auth);
        rmSync(dirs.storage, { recursive: true, force: true });
        mkdirSync(dirs.storage, { recursive: true });
        await storage.storageLayer.export(dirs.storage, { initiatedBy: 'stop' });
        log(`Saved the local data in ${dataDir}\n`);
      } catch (error) {
        log(`Could not save the local data: ${error.message}\n`);
      }
    }
    await stopFunctionsEmulator().catch(() => undefined);
    const javaGone = new Promise((resolve) => (javaExited ? resolve() : java.once('exit', resolve)));
    java.kill('SIGTERM');
    const timer = setTimeout(() => java.kill('SIGKILL'), 5000);
    await javaGone;
    clearTimeout(timer);
    await Promise.allSettled([EmulatorRegistry.stop('auth'), EmulatorRegistry.stop('storage')]);
    release();
  }
  // Fault injection for tests: take the Storage endpoint off the network and back, keeping its files.
  async function stopStorage() {
    await storage.destroyServer?.();
    storage.destroyServer = undefined;
  }
  async function startStorage() {
    if (storage.destroyServer) return;
    const server = storage.getApp().listen(PORTS.storage, HOST);
    await new Promise((resolve) => server.once('listening', resolve));
    storage.destroyServer = createDestroyer(server);
  }
  return {
    stop,
    stopStorage,
    startStorage,
    firestorePid: java.pid,
    users: DEMO_USERS,
    // For the watchdog of `pnpm start` (backend-watchdog.mjs): the Functions emulator and its lanes.
    functions,
    laneOfWorker: laneOfWorker(functions),
  };
}

export function printDemoAccounts(users = DEMO_USERS) {
  console.log('Demo accounts (e-mail / password):');
  for (const user of users) console.log(`  ${user.email} / ${user.password}  (${user.name})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.env.BACKEND_DATA_DIR ?? path.join(repoRoot, '.backend-data');
  let backend;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await backend?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  backend = await startBackend({
    dataDir,
    onCrash: (message) => {
      console.error(`\n${message}\nStopping the local backend; start it again with pnpm backend.`);
      void backend?.stop().finally(() => process.exit(1));
    },
  });
  if (stopping) await backend.stop();
  console.log(`Local Firebase backend ready: Auth ${URLS.auth}, Firestore ${URLS.firestore}, Storage ${URLS.storage}`);
  printDemoAccounts();
}
