// The triggers Cloud Functions keeps warm in production, started ahead in the local backend (issue 86).
/** The label of a trigger kept warm in production (shared-firebase/server/badges.ts's LIVE_COUNT_TRIGGER). */
export const KEPT_WARM_LABEL = 'kept-warm';

/** The emulator's triggers kept warm in production (`minInstances`, which the emulator drops; its label stays). */
export const keptWarmTriggers = (triggers) =>
  Object.values(triggers ?? {}).filter((record) => record?.def?.labels?.[KEPT_WARM_LABEL] === 'true');

/**
 * As Cloud Functions keeps a minimum instance of them warm, starts a worker for each such trigger
 * ahead of its first event (issue 86: a live count within 2 s, the first one after a start too, not
 * after a cold start of 1.5 to 3 s). One at a time, after the backend answers: the start does not
 * wait for them, and an event that comes first starts its own worker as it would have.
 */
export async function keepWarm(functions) {
  for (const record of keptWarmTriggers(functions.triggers)) {
    const pool = functions.workerPools?.[record.backend.codebase];
    if (!pool || pool.readyForWork(record.def.id, record.backend.runtime)) continue;
    try {
      await functions.startRuntime(record.backend, record.def);
    } catch {
      // Not warm: its first event starts a worker, as without this.
    }
  }
}
