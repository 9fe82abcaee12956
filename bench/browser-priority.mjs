// The benchmark stands for a phone on a network. There, the site's servers, the backend and the
// measuring tool are other machines; here they share this machine's cores with the browser, and
// every millisecond the page's main thread waits for a core is a millisecond of its tasks, which
// Lighthouse's simulation then multiplies by 4 (a 52 ms task of 4 ms of CPU counts 150 ms of
// blocking). So the benchmark's own process, and with it every server and emulator it starts,
// runs at a lower CPU priority than the browser it measures: the browser gets a core first.
import { chmodSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

/** How much lower than the browser the benchmark and its servers run (nice levels). */
export const SERVER_NICENESS = 10;

/**
 * Lowers this process's priority; the processes it starts from now on (the backend's emulators,
 * their workers) inherit it. Returns whether it could.
 */
export function lowerServerPriority() {
  try {
    setPriority(SERVER_NICENESS);
    return true;
  } catch {
    return false;
  }
}

/**
 * A launcher for `chromium` in `dir` that starts it at the priority this process had before
 * lowerServerPriority: a raised priority needs the right to raise it (root in the containers the
 * benchmark runs in); without it, `nice` says so and Chromium starts at this process's priority,
 * as it did before.
 */
export function browserAtFullPriority(chromium, dir) {
  const launcher = path.join(dir, 'chromium-at-full-priority.sh');
  writeFileSync(launcher, `#!/bin/sh\nexec nice -n -${SERVER_NICENESS} '${chromium.replaceAll("'", "'\\''")}' "$@"\n`);
  chmodSync(launcher, 0o755);
  return launcher;
}
