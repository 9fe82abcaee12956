import { spawn } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

/**
 * Runs pnpm with `args` and resolves with its exit code: the pnpm that started us when there is
 * one, else a pinned one via npx. Asynchronous on purpose: the local backend may run in this same
 * process and must keep answering while the child runs.
 */
export function runPnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath]] : ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
