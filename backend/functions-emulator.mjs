// The Functions emulator of firebase-tools, in this process, running every functions codebase
// (the site's functions/ and each slice's <remote>/functions/, issue 48; each built into its lib/
// by its own build) against the local emulators: its Firestore triggers are
// registered with the Cloud Firestore emulator (started with --functions_emulator pointing here),
// and the functions' Admin SDK is pointed at the local Auth, Firestore and Storage. Its task-queue
// functions are registered with a Cloud Tasks emulator it starts first (tasks-emulator.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_CODEBASES } from '../scripts/lib/apps.mjs';
import { turboEnv } from '../scripts/lib/turbo.mjs';
import { HOST, PORTS, PROJECT_ID, STORAGE_BUCKET } from './config.mjs';
import { appendForwardedFor } from './forwarded-for.mjs';
import { LanedWorkQueue, laneOf, laneOfRecord } from './function-lanes.mjs';
import { keepWarm } from './kept-warm.mjs';
import { keepDeclarations } from './functions-discovery-cache.mjs';
import { tasksEmulator } from './tasks-emulator.mjs';

const require = createRequire(import.meta.url);
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator');
const { StorageCloudFunctions } = require('firebase-tools/lib/emulator/storage/cloudFunctions');
const { AuthCloudFunction } = require('firebase-tools/lib/emulator/auth/cloudFunctions');
const { WorkQueue } = require('firebase-tools/lib/emulator/workQueue');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The codebases' folders, as firebase.json deploys them (scripts/hosting-config.mjs). */
const CODEBASES = FUNCTIONS_CODEBASES.map(({ codebase, dir }) => ({ codebase, dir: path.join(repoRoot, dir) }));

/**
 * The Cloud Firestore emulator (a Java process started by start-backend.mjs) as firebase-tools'
 * registry knows an emulator: how the Functions emulator finds where to register its triggers.
 */
const firestoreInRegistry = {
  getName: () => 'firestore',
  getInfo: () => ({ name: 'firestore', host: HOST, port: PORTS.firestore }),
  start: async () => {},
  connect: async () => {},
  stop: async () => {},
};

/**
 * The emulator's notice that a codebase has no `firebase-admin`: it says so for the site's own
 * codebase (functions/), which on purpose holds no Admin SDK (it reads public files over REST;
 * tooling/functions-codebases.test.ts keeps it so). The emulator then only skips pointing an Admin
 * SDK that is not there at the local backend; every slice's codebase that uses one has it.
 */
function isAdminSdkNotice(info) {
  const text = [info.message, ...(info[Symbol.for('splat')] ?? [])].map(String).join(' ');
  return text.includes('requires the module "firebase-admin"');
}

/**
 * Prints what the functions log, and the emulator's own warnings (a function that throws, a
 * trigger that could not load), as `firebase emulators:start` would: firebase-tools logs through
 * its own logger, which has no output until one is attached.
 */
function showFunctionLogs() {
  const { logger } = require('firebase-tools/lib/logger');
  const winston = createRequire(require.resolve('firebase-tools/package.json'))('winston');
  logger.add(
    new winston.transports.Console({
      level: 'info',
      format: winston.format.combine(
        winston.format((info) =>
          (info.metadata?.emulator?.name === 'functions' || info.level === 'warn' || info.level === 'error') &&
          !isAdminSdkNotice(info)
            ? info
            : false,
        )(),
        // A labelled line (`⚠  functions:`) carries its text as the next argument (winston's splat).
        winston.format.printf((info) => {
          const text = (info[Symbol.for('splat')] ?? []).filter((part) => typeof part === 'string');
          const name = info.metadata?.emulator?.name ?? 'emulators';
          return `[${name}] ${[String(info.message).trim(), ...text].join(' ')}`;
        }),
      ),
    }),
  );
}

/**
 * Builds each codebase's lib, as `pnpm build` does (turbo, decision record 058): the emulator runs
 * what `firebase deploy` would upload. A codebase whose sources did not change since its last build
 * is replayed from turbo's cache, so a start after `pnpm build` costs about a second here.
 */
function buildFunctions() {
  const turbo = path.join(path.dirname(require.resolve('turbo/package.json')), 'bin', 'turbo');
  const filters = CODEBASES.map(({ dir }) => `--filter=./${path.relative(repoRoot, dir)}`);
  const result = spawnSync(process.execPath, [turbo, 'run', 'build', '--output-logs=errors-only', ...filters], {
    cwd: repoRoot,
    env: turboEnv(),
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Building the functions codebases failed:\n${result.stdout}${result.stderr}`);
}

/** The codebase whose functions make the site's pages (the site's own, functions/). */
const pagesCodebase = FUNCTIONS_CODEBASES.find(({ app }) => !app)?.codebase;

/** The lane (function-lanes.mjs) of one of the emulator's runtime workers, by its trigger's key. */
export const laneOfWorker = (functions) => (triggerKey) =>
  laneOfRecord(functions.triggers?.[triggerKey], pagesCodebase);

/**
 * Starts the Functions emulator and loads the functions' triggers; the Firestore emulator must be
 * up. `storage`: the running Storage emulator, whose object events go to the functions from now on
 * (firebase-tools decides that when a Storage emulator is created, and ours starts first).
 */
export async function startFunctionsEmulator({ quiet = false, storage } = {}) {
  buildFunctions();
  if (!quiet) showFunctionLogs();
  if (!EmulatorRegistry.isRunning('firestore')) await EmulatorRegistry.start(firestoreInRegistry);
  if (!EmulatorRegistry.isRunning('tasks'))
    await EmulatorRegistry.start(tasksEmulator({ host: HOST, port: PORTS.tasks }));
  const functions = new FunctionsEmulator({
    projectId: PROJECT_ID,
    projectDir: repoRoot,
    // Their parameters (SITE_URL) are in each codebase's .env.local, which the emulator reads.
    emulatableBackends: CODEBASES.map(({ codebase, dir }) => ({
      functionsDir: dir,
      runtime: 'nodejs20',
      codebase,
      env: {},
      secretEnv: [],
    })),
    host: HOST,
    port: PORTS.functions,
    verbosity: quiet ? 'QUIET' : 'INFO',
    adminSdkConfig: { projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET },
  });
  // Triggers, the site's pages and the slices' HTTP functions each in a lane of their own, so page
  // views never hold up a trigger (function-lanes.mjs); replaced before the emulator starts its queue.
  functions.workQueue = new LanedWorkQueue(WorkQueue, functions.workQueue.mode, (type) =>
    laneOf(type, (triggerId) => functions.triggers?.[triggerId]?.backend?.codebase, pagesCodebase),
  );
  // As Google's front end in production: who called a function appended to X-Forwarded-For.
  const handleHttps = functions.handleHttpsTrigger.bind(functions);
  functions.handleHttpsTrigger = (req, res) => {
    appendForwardedFor(req.headers, req.socket?.remoteAddress);
    return handleHttps(req, res);
  };
  // Each codebase's declarations are asked for only when it changed (functions-discovery-cache.mjs).
  keepDeclarations(functions, {
    cacheDir: path.join(repoRoot, 'node_modules', '.cache', 'functions-declarations'),
    toolVersion: require('firebase-tools/package.json').version,
  });
  await EmulatorRegistry.start(functions);
  await functions.connect();
  if (storage?._cloudFunctions) Object.assign(storage._cloudFunctions, new StorageCloudFunctions(PROJECT_ID));
  sendAuthEvents();
  void keepWarm(functions);
  return functions;
}

/**
 * Lets the Auth emulator send its users' events (an account deleted, issue 87) to the functions:
 * like Storage's, it decides once, when a project's state is made, whether a Functions emulator is
 * running, and ours starts after it; it asks again at each event.
 */
function sendAuthEvents() {
  const dispatch = AuthCloudFunction.prototype.dispatch;
  if (dispatch.asksEachTime) return;
  const asking = function (...args) {
    this.enabled = EmulatorRegistry.isRunning('functions');
    return dispatch.apply(this, args);
  };
  asking.asksEachTime = true;
  AuthCloudFunction.prototype.dispatch = asking;
}

export async function stopFunctionsEmulator() {
  await EmulatorRegistry.stop('functions');
  await EmulatorRegistry.stop('tasks');
  await EmulatorRegistry.stop('firestore');
}
