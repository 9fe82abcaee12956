import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

/** Runs pnpm with `args`: the pnpm that started us when there is one, else a pinned one via npx. */
export function runPnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath]] : ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', ...options });
  return result.status ?? 1;
}
