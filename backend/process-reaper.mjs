// The local backend's watchdog (process-guard.mjs), a detached process of its own:
//   node backend/process-reaper.mjs <owner pid> <Firestore emulator pid> <run file>
// Every half second it notes the owner's descendants (in the run file too, for the next start);
// once the owner is gone, however it went, it kills them and the Firestore emulator's process
// group, and ends. A normal stop ends it first.
import { readFileSync, writeFileSync } from 'node:fs';
import { descendantsOf, isAlive, killAll } from './process-guard.mjs';

const [owner, firestore] = process.argv.slice(2, 4).map(Number);
const runFile = process.argv[4];
let known = [];

setInterval(() => {
  if (isAlive(owner)) {
    known = descendantsOf(owner).filter((pid) => pid !== process.pid);
    try {
      const state = JSON.parse(readFileSync(runFile, 'utf8'));
      if (state.owner === owner) writeFileSync(runFile, JSON.stringify({ ...state, pids: known }));
    } catch {
      // the owner removed it: it is stopping
    }
    return;
  }
  killAll(
    known.filter((pid) => pid !== process.pid && isAlive(pid)),
    [firestore],
  );
  process.exit(0);
}, 500);
