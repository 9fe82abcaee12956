// The Functions emulator's work, in three lanes instead of its one queue (issue 83).
//
// firebase-tools runs every call of every function through one first-in-first-out queue with a
// fixed number of calls at once (FUNCTIONS_EMULATOR_PARALLEL). Page renders, the slices' HTTP
// functions and the Firestore and Storage triggers all waited in it, so:
// - a burst of page views filled it, and every trigger (a listing's search fields, alerts, badges, a
//   home's viewing time zone) waited behind minutes of page renders;
// - the site's page function holds a place while it asks a slice's first-screen function, which
//   waits for a place behind it: with every place held by a page, each page waited its whole
//   deadline and the queue crawled.
// In production neither happens: each function scales by itself. Here each lane is a queue of
// firebase-tools' own kind with places of its own:
// - `events`: the triggers (Firestore and Storage events), which page views never delay;
// - `pages`: the site's codebase (the pages the host asks for);
// - `requests`: the slices' HTTP functions (first screens, the sitemap, forms).
// The emulator's own code is unchanged; only its queue object is replaced, before it starts.

/**
 * The lane of a runtime worker of the emulator, from its function's record: an event trigger's, or
 * an HTTP function's by its codebase.
 * @param {{ def?: { eventTrigger?: unknown }, backend?: { codebase?: string } } | undefined} record
 */
export function laneOfRecord(record, pagesCodebase) {
  if (!record || record.def?.eventTrigger) return 'events';
  return record.backend?.codebase === pagesCodebase ? 'pages' : 'requests';
}

/** How many calls of each lane run at once (each is a Node process on this 2-core machine). */
export const LANE_PLACES = { events: 2, pages: 3, requests: 3 };

/**
 * The lane of a piece of work, from the type the emulator gives it: `<path>-<ISO time>`, where the
 * path is `/functions/projects/<project>/triggers/<trigger>` for an event and
 * `/<project>/<region>/<function>[/…]` for an HTTP call; a Storage event's fan-out is named by its
 * trigger alone.
 * @param {string | undefined} type
 * @param {(triggerId: string) => string | undefined} codebaseOf the codebase of an HTTP function
 * @param {string} pagesCodebase the codebase whose functions make the site's pages
 */
export function laneOf(type, codebaseOf, pagesCodebase) {
  if (!type?.startsWith('/') || type.startsWith('/functions/')) return 'events';
  const [, , region, name] = type.split('/');
  if (!region || !name) return 'requests';
  return codebaseOf(`${region}-${name.replace(/-\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, '')}`) === pagesCodebase
    ? 'pages'
    : 'requests';
}

/**
 * A queue with firebase-tools' WorkQueue interface (submit, start, stop, flush, getState,
 * isWorking) that hands each piece of work to its lane's own WorkQueue. Each lane also keeps when
 * it last took and finished a piece of work, which the watchdog reads (function-watchdog.mjs).
 */
export class LanedWorkQueue {
  /**
   * @param {new (mode: unknown, places: number) => any} WorkQueue firebase-tools' class
   * @param {unknown} mode the emulator's execution mode
   * @param {(type: string | undefined) => string} laneOfType
   * @param {Record<string, number>} places
   */
  constructor(WorkQueue, mode, laneOfType, places = LANE_PLACES) {
    this.laneOfType = laneOfType;
    /**
     * Each lane's queue, its calls waiting and running, and when it last moved: a call finished, or
     * work came to it while it was idle.
     * @type {Record<string, { queue: any, waiting: number, running: number, progressAt: number }>}
     */
    this.lanes = Object.fromEntries(
      Object.entries(places).map(([name, count]) => [
        name,
        { queue: new WorkQueue(mode, count), waiting: 0, running: 0, progressAt: Date.now() },
      ]),
    );
  }

  submit(entry) {
    const lane = this.lanes[this.laneOfType(entry.type)] ?? this.lanes.requests;
    if (lane.waiting + lane.running === 0) lane.progressAt = Date.now();
    lane.waiting += 1;
    const work = async () => {
      lane.waiting -= 1;
      lane.running += 1;
      try {
        return await entry();
      } finally {
        lane.running -= 1;
        lane.progressAt = Date.now();
      }
    };
    work.type = entry.type;
    lane.queue.submit(work);
  }

  start() {
    return Promise.all(Object.values(this.lanes).map((lane) => lane.queue.start()));
  }

  stop() {
    for (const lane of Object.values(this.lanes)) lane.queue.stop();
  }

  flush(timeoutMs) {
    return Promise.all(Object.values(this.lanes).map((lane) => lane.queue.flush(timeoutMs)));
  }

  getState() {
    const states = Object.values(this.lanes).map((lane) => lane.queue.getState());
    return {
      queuedWork: states.flatMap((state) => state.queuedWork),
      queueLength: states.reduce((sum, state) => sum + state.queueLength, 0),
      runningWork: states.flatMap((state) => state.runningWork),
      workRunningCount: states.reduce((sum, state) => sum + state.workRunningCount, 0),
    };
  }

  isWorking() {
    return Object.values(this.lanes).some((lane) => lane.queue.isWorking());
  }

  /** Each lane's waiting and running calls, and when it last moved. */
  laneStates() {
    return Object.fromEntries(
      Object.entries(this.lanes).map(([name, { waiting, running, progressAt }]) => [
        name,
        { waiting, running, progressAt },
      ]),
    );
  }
}
