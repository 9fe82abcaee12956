// The proof that `pnpm start`'s watchdog mends a stuck Functions emulator (issue 83), on a running
// local backend (the test command's, after its integration tests): two trigger workers are made
// unresponsive on purpose (SIGSTOP: each call given to one never ends, as a hung function's), two
// trigger events fill the events lane with calls that never end, and a listing is written during
// the outage. The watch `pnpm start` runs, with its own timings, must see the stuck lane within
// 30 s, say so in its log naming the lane, and end the stuck workers; the listing's own trigger
// must then run (its care fields dated). Returns 0 when it all holds, 1 with what did not.
// The lane is stuck once a call waits behind the stuck ones with nothing moving: the 30 s run from
// then (or from its last move, whichever is later). The Cloud Firestore emulator hands a write's
// trigger events to the Functions emulator one at a time and gives up on one that never answers
// after about 20 s, so the listing's events reach the lane only that long after the stuck calls
// took it; in which order a write's triggers come depends on the triggers registered, so the lane's
// last move may be long before anything waits.
import { adminFirestore } from './admin.mjs';
import { emulatorProbes, watchBackend } from './backend-watchdog.mjs';
import { URLS } from './config.mjs';

/** Within this after the lane is stuck (a call waits, nothing moves), the watchdog must have mended it (the figure). */
const MENDED_WITHIN_MS = 30_000;
/** The triggers whose workers are stopped: both kept warm (kept-warm.mjs), so both have a worker. */
const STOPPED_TRIGGERS = ['us-central1-inboxBadges', 'us-central1-alertsBadge'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The emulator's workers of `triggerId`, in whichever codebase's pool. */
function workersOf(functions, triggerId) {
  return Object.values(functions.workerPools).flatMap((pool) => pool.workers.get(triggerId) ?? []);
}

async function until(check, timeoutMs, everyMs = 250) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) return undefined;
    await sleep(everyMs);
  }
}

/** @param {{ functions: any, laneOfWorker: (key: string) => string }} backend */
export async function proveWatchdogMendsAStuckLane(backend, { log = console.log } = {}) {
  const { functions, laneOfWorker } = backend;
  const db = adminFirestore();
  const tag = Date.now().toString(36);
  const lines = [];
  /** When each line was logged. */
  const loggedAt = new Map();
  const stopWatching = watchBackend({
    probes: emulatorProbes(URLS),
    functions,
    laneOfWorker,
    onDead: (message) => lines.push(`dead: ${message}`),
    log: (message) => {
      lines.push(message);
      loggedAt.set(message, Date.now());
      log(message);
    },
  });
  const stopped = [];
  const problems = [];
  try {
    // Every worker of the two triggers stops answering.
    // (Each has a worker ready and none starting: a worker stopped while it starts takes no call.)
    const idle = (id) =>
      workersOf(functions, id).length > 0 && workersOf(functions, id).every((w) => w.state === 'IDLE');
    const ready = await until(() => STOPPED_TRIGGERS.every(idle), 60_000);
    if (!ready) return fail(`no worker of ${STOPPED_TRIGGERS.join(' and ')} to stop`);
    for (const id of STOPPED_TRIGGERS)
      for (const worker of workersOf(functions, id)) {
        worker.runtime.process.kill('SIGSTOP');
        stopped.push(worker.runtime.process);
      }
    // Two events that each go to a stopped worker: the events lane's two places are taken by calls
    // that never end.
    await db.doc(`conversations/watchdog-${tag}`).set({ participants: [`watchdog-${tag}`], unreadFor: [] });
    await db.doc(`users/watchdog-${tag}/notifications/n`).set({ read: false, createdAt: new Date() });
    // Both calls taken by a stopped worker: the lane is full of calls that never end.
    const busy = (id) => workersOf(functions, id).some((w) => w.state === 'BUSY');
    const full = await until(() => STOPPED_TRIGGERS.every(busy), 30_000);
    const events = functions.workQueue.laneStates?.().events;
    log(`[watchdog proof] events lane ${JSON.stringify(events)} with both stopped workers busy: ${!!full}`);
    if (!full) return fail('the stopped workers were never given their calls');
    // From now on, when a call first waits in the lane.
    let waitingSince;
    const watchWaiting = setInterval(() => {
      if (waitingSince === undefined && functions.workQueue.laneStates?.().events.waiting > 0)
        waitingSince = Date.now();
    }, 100);
    // A listing written during the outage: its trigger waits in the lane.
    const listing = db.doc(`listings/watchdog-${tag}`);
    await listing.set({
      type: 'rent',
      name: 'Watchdog flat',
      bedrooms: 1,
      bathrooms: 1,
      parking: false,
      furnished: false,
      location: '1 Watch Street, Bristol',
      offer: false,
      regularPrice: 900,
      geolocation: { lat: 51.45, lng: -2.6 },
      imgUrls: [],
      userRef: `watchdog-${tag}`,
      timestamp: new Date(),
    });

    await sleep(2_000);
    const heldDuringOutage = !(await listing.get()).data()?.touchedAt;
    if (!heldDuringOutage) problems.push("the listing's trigger ran during the outage: the lane was not stuck");
    const said = await until(
      () => lines.find((line) => line.includes("Functions emulator's events lane did not move")),
      60_000,
    );
    clearInterval(watchWaiting);
    // How long the lane had not moved, and how long it was stuck (a call waiting), when the
    // watchdog ended its stuck workers.
    const stillFor = Number(said?.match(/did not move for (\d+) s/)?.[1] ?? NaN) * 1000;
    const saidAt = said ? (loggedAt.get(said) ?? NaN) : NaN;
    const stuckFor = saidAt - Math.max(waitingSince ?? NaN, saidAt - stillFor);
    if (!said) problems.push('the watchdog said nothing of the stuck events lane within 60 s');
    else if (!(stuckFor <= MENDED_WITHIN_MS))
      problems.push(`the events lane was stuck ${stuckFor} ms (still for ${stillFor} ms) before it was mended`);
    else
      log(
        `[watchdog proof] the stuck events lane was mended ${(stuckFor / 1000).toFixed(1)} s after a call first waited (it had not moved for ${stillFor / 1000} s)`,
      );

    const dated = await until(async () => (await listing.get()).data()?.touchedAt, 20_000);
    if (!dated) problems.push('the listing written during the outage was never dated by its trigger');
    else log(`[watchdog proof] the listing written during the outage got its trigger's fields`);
    if (lines.some((line) => line.startsWith('dead:'))) problems.push(lines.find((line) => line.startsWith('dead:')));
    await Promise.all([
      listing.delete(),
      db.doc(`conversations/watchdog-${tag}`).delete(),
      db.doc(`users/watchdog-${tag}/notifications/n`).delete(),
    ]);
  } finally {
    stopWatching();
    // A stopped worker the watchdog did not need to end (another of the same trigger) ends here.
    for (const child of stopped) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  return problems.length === 0 ? 0 : fail(problems.join('; '));

  function fail(message) {
    console.error(`[watchdog proof] ${message}`);
    return 1;
  }
}
