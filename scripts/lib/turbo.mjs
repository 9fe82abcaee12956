import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const require = createRequire(import.meta.url);

/**
 * Turborepo (decision record 058): the workspace's task runner, which runs a task in every package
 * in dependency order and replays a package's output from its local cache (.turbo/cache)
 * when none of its inputs changed. No telemetry and no update check: they would only wait on a
 * network these machines do not have.
 */
export const TURBO_ENV = {
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
};

function turboBin() {
  return path.join(path.dirname(require.resolve('turbo/package.json')), 'bin', 'turbo');
}

/**
 * The environment turbo runs in: its settings, and the workspace's own pnpm first on the PATH (turbo
 * asks the package manager for the workspace; `node backend/start-backend.mjs` has none on it).
 */
export function turboEnv(env = process.env) {
  const bin = path.join(repoRoot, 'node_modules', '.bin');
  return { ...env, ...TURBO_ENV, PATH: [bin, env.PATH].filter(Boolean).join(path.delimiter) };
}

const withEnv = (options) => ({ cwd: repoRoot, ...options, env: turboEnv({ ...process.env, ...options.env }) });

/** Runs `turbo <args>` and resolves with its exit code; asynchronous, like runPnpm. */
export function runTurbo(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [turboBin(), ...args], { stdio: 'inherit', ...withEnv(options) });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** The same, blocking, for callers that must have the outputs before going on. */
export function runTurboSync(args, options = {}) {
  const result = spawnSync(process.execPath, [turboBin(), ...args], { stdio: 'inherit', ...withEnv(options) });
  return result.status ?? 1;
}
