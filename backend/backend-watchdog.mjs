// `pnpm start`'s watch over the emulators it runs (issue 83): a stuck piece is seen, mended or
// reported, never left to make the site slowly emptier while the terminal says "running".
//
// Every few seconds:
// - each emulator is asked something cheap (Firestore's, Auth's and Storage's root, the Functions
//   emulator's list of backends); one that has not answered `failuresAllowed` times in a row
//   cannot be restarted alone (Auth, Storage and Functions run in this process, Firestore's data
//   would be lost with its Java process), so the start stops, saying which and since when;
// - each lane of the Functions emulator (function-lanes.mjs) is checked for progress: work waiting
//   and nothing finished for `stuckAfterMs` is a stuck lane. Its busy function workers are ended
//   (each is a process of its own, which the emulator starts again at the next call), so the calls
//   waiting in the lane, trigger events included, run next: none is lost. The call a worker was
//   running ends as a function's timeout would end it.
// Each finding goes to the log with the time, the piece and the reason.

/** The emulators' cheap questions. */
export function emulatorProbes(urls) {
  return [
    { name: 'Cloud Firestore emulator', url: `${urls.firestore}/` },
    { name: 'Auth emulator', url: `${urls.auth}/` },
    { name: 'Storage emulator', url: `${urls.storage}/` },
    { name: 'Functions emulator', url: `${urls.functions}/backends` },
  ];
}

/**
 * The lanes with work waiting and no progress for `stuckAfterMs`.
 * @param {Record<string, { waiting: number, running: number, progressAt: number }>} lanes
 */
export function stuckLanes(lanes, now, stuckAfterMs) {
  return Object.entries(lanes)
    .filter(([, lane]) => lane.waiting > 0 && now - lane.progressAt >= stuckAfterMs)
    .map(([name, lane]) => ({ name, waiting: lane.waiting, running: lane.running, stillFor: now - lane.progressAt }));
}

/**
 * Ends the busy workers of `lane` in the emulator's worker pools; how many.
 * @param {Record<string, { workers: Map<string, any[]> }>} workerPools the emulator's, by codebase
 * @param {(triggerKey: string) => string} laneOfWorker
 */
export function endBusyWorkers(workerPools, lane, laneOfWorker) {
  let ended = 0;
  for (const pool of Object.values(workerPools))
    for (const workers of pool.workers.values())
      for (const worker of workers)
        if (worker.state === 'BUSY' && laneOfWorker(worker.triggerKey) === lane) {
          worker.runtime.process.kill('SIGKILL');
          ended += 1;
        }
  return ended;
}

async function answers(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the watch. Returns a function that stops it.
 * @param {{
 *   probes: { name: string, url: string }[],
 *   functions?: { workQueue: { laneStates?: () => Record<string, { waiting: number, running: number, progressAt: number }> }, workerPools: Record<string, any> },
 *   laneOfWorker?: (triggerKey: string) => string,
 *   onDead: (message: string) => void,
 *   log?: (message: string) => void,
 *   intervalMs?: number, answerWithinMs?: number, failuresAllowed?: number, stuckAfterMs?: number,
 * }} options
 */
export function watchBackend({
  probes,
  functions,
  laneOfWorker = () => 'requests',
  onDead,
  log = (message) => console.warn(message),
  intervalMs = 5000,
  answerWithinMs = 3000,
  failuresAllowed = 3,
  stuckAfterMs = 20_000,
}) {
  const failures = new Map(probes.map((probe) => [probe.name, 0]));
  const since = new Map();
  let stopped = false;
  let checking = false;
  const stamp = () => new Date().toISOString().slice(11, 19);

  async function check() {
    if (checking || stopped) return;
    checking = true;
    try {
      const states = functions?.workQueue.laneStates?.();
      if (states)
        for (const stuck of stuckLanes(states, Date.now(), stuckAfterMs)) {
          const ended = endBusyWorkers(functions.workerPools, stuck.name, laneOfWorker);
          log(
            `[watchdog ${stamp()}] The Functions emulator's ${stuck.name} lane did not move for ${Math.round(stuck.stillFor / 1000)} s ` +
              `(${stuck.running} running, ${stuck.waiting} waiting): ended ${ended} stuck function worker(s); the waiting calls run next.`,
          );
          functions.workQueue.lanes[stuck.name].progressAt = Date.now();
        }
      const answered = await Promise.all(probes.map((probe) => answers(probe.url, answerWithinMs)));
      for (const [index, probe] of probes.entries()) {
        if (answered[index]) {
          if (failures.get(probe.name) > 0) log(`[watchdog ${stamp()}] The ${probe.name} answers again.`);
          failures.set(probe.name, 0);
          continue;
        }
        const count = failures.get(probe.name) + 1;
        failures.set(probe.name, count);
        if (count === 1) since.set(probe.name, new Date());
        log(`[watchdog ${stamp()}] The ${probe.name} did not answer ${probe.url} within ${answerWithinMs / 1000} s.`);
        if (count >= failuresAllowed && !stopped) {
          stopped = true;
          onDead(
            `The ${probe.name} has not answered since ${since.get(probe.name).toISOString()} (${count} checks ${intervalMs / 1000} s apart).`,
          );
        }
      }
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
