// A local backend leaves nothing behind (issue 47): when `pnpm start` died (its Storage emulator
// threw), nine Functions worker processes and the Firestore emulator stayed alive, and the next
// start came up "running" with triggers that never fired. Three guards:
// - on any exit of this process (a normal stop, a crash), every process it started is killed,
//   synchronously, in the `exit` handler;
// - a watchdog (backend/process-reaper.mjs, its own detached process) notes this process's
//   descendants every half second and kills them when this process is gone, however it went
//   (SIGKILL included);
// - a run file (in the temporary directory) names the backend that runs: a start that finds a live
//   one stops with a clear message; one that finds a dead one's leftovers ends them first, says
//   so, and checks that the emulators' ports are free.
// The process tree is read from /proc (Linux); elsewhere the exit handler and the run file's
// Firestore emulator are what is left.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, PORTS } from './config.mjs';

export const RUN_FILE = path.join(tmpdir(), `marketplace-backend-${PORTS.firestore}.json`);

/**
 * What the run file says (owner, pids, startedAt, ready), {} when it cannot be read as JSON, or null
 * when there is none.
 */
function readRunFile() {
  if (!existsSync(RUN_FILE)) return null;
  try {
    return JSON.parse(readFileSync(RUN_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** [pid, parent pid] of every process, from /proc; empty where there is no /proc. */
function processTable() {
  if (!existsSync('/proc/self/stat')) return [];
  const rows = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push([Number(entry), Number(fields[1])]);
    } catch {
      // gone meanwhile
    }
  }
  return rows;
}

/** Every process below `root` (children, their children…). */
export function descendantsOf(root) {
  const children = new Map();
  for (const [pid, parent] of processTable()) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const found = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.shift();
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

export const isAlive = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Kills each process (and, for `groups`, its process group) at once; the ones already gone are skipped. */
export function killAll(pids, groups = []) {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // gone
    }
  }
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The emulator ports something listens on now. */
async function takenPorts() {
  const taken = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portTaken(port)) taken.push(`${port} (${name})`);
  return taken;
}

/**
 * Before a backend starts: refuses when another one runs, ends an earlier one's leftovers (saying
 * so), and refuses when an emulator port is still taken. `log` says what was cleaned up.
 */
export async function claimBackend(log) {
  const earlier = readRunFile();
  if (earlier) {
    if (earlier.owner !== process.pid && isAlive(earlier.owner))
      throw new Error(
        `A local backend is already running (process ${earlier.owner}, started ${earlier.startedAt}). ` +
          'Stop it (Ctrl-C in its terminal) and start again.',
      );
    const leftovers = [...(earlier.pids ?? []), earlier.firestore, earlier.reaper].filter(
      (pid) => pid !== process.pid && isAlive(pid),
    );
    if (leftovers.length) {
      log(
        `An earlier local backend (process ${earlier.owner}) left ${leftovers.length} processes running: ending them.\n`,
      );
      killAll(leftovers, earlier.firestore ? [earlier.firestore] : []);
    }
    rmSync(RUN_FILE, { force: true });
  }
  let taken = await takenPorts();
  for (let wait = 0; taken.length && wait < 20; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    taken = await takenPorts();
  }
  if (taken.length)
    throw new Error(
      `The local backend's ports are in use by another program: ${taken.join(', ')}. Stop it and start again.`,
    );
}

/** Notes in the run file that this process's backend is ready (emulators up, data seeded). */
export function markBackendReady() {
  const state = readRunFile();
  if (state?.owner === process.pid) writeFileSync(RUN_FILE, JSON.stringify({ ...state, ready: true }));
}

/**
 * The local backend another process runs, as its run file says (`owner`, `startedAt`, `ready` once
 * it answers), or null when none runs.
 * @returns {{ owner: number, startedAt: string, ready?: boolean } | null}
 */
export function runningBackend() {
  const state = readRunFile();
  return state?.owner && state.owner !== process.pid && isAlive(state.owner) ? state : null;
}

/**
 * Guards a backend that is starting in this process, whose Firestore emulator is `firestorePid`
 * (its own process group): the exit handler, the watchdog and the run file. Returns `release()`,
 * for a normal stop once everything has ended.
 */
export function guardBackend(firestorePid) {
  const startedAt = new Date().toISOString();
  const reaper = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'process-reaper.mjs'), String(process.pid), String(firestorePid), RUN_FILE],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  const state = { owner: process.pid, firestore: firestorePid, reaper: reaper.pid, startedAt, pids: [] };
  writeFileSync(RUN_FILE, JSON.stringify(state));
  const onExit = () =>
    killAll(
      descendantsOf(process.pid).filter((pid) => pid !== reaper.pid),
      [firestorePid],
    );
  process.on('exit', onExit);
  return function release() {
    process.off('exit', onExit);
    killAll([reaper.pid]);
    if (readRunFile()?.owner === process.pid) rmSync(RUN_FILE, { force: true });
  };
}
