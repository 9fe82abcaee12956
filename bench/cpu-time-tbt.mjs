// Lighthouse's TBT counted from the page's CPU time, not its wall time (issue 50). Lantern
// multiplies each observed task's wall time (`dur`) by the simulated phone's CPU slowdown; on a busy
// host that wall time holds the moments the page's main thread waited for a core, and the waits
// become blocking time the page never caused (main-thread-share.mjs measures how much). Here the
// page main thread's tasks are shrunk to their CPU time (`tdur`), everything inside them scaled
// with them, and Lighthouse's own Lantern TBT is computed again on that trace with the run's
// settings and network log: the same simulation, fed what the page itself cost. Printed beside
// Lighthouse's TBT, never instead of it: the budget's line stays Lighthouse's figure.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { pageMainThreads } from './main-thread-share.mjs';

/**
 * A copy of `trace` in which each task of the page's main thread lasts its CPU time: the task keeps
 * its start, and the events inside it keep their place in it, scaled by the task's CPU share.
 */
export function cpuTimeTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const copies = events.map((event) => ({ ...event }));
  for (const thread of pageMainThreads(events)) {
    const onThread = copies
      .filter((event) => `${event.pid}:${event.tid}` === thread && typeof event.ts === 'number')
      .sort((a, b) => a.ts - b.ts);
    const tasks = onThread.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.dur > 0 && typeof event.tdur === 'number',
    );
    let next = 0;
    for (const task of tasks) {
      const start = task.ts;
      const end = task.ts + task.dur;
      const scale = Math.min(1, task.tdur / task.dur);
      while (next < onThread.length && onThread[next].ts < start) next += 1;
      for (let i = next; i < onThread.length && onThread[i].ts <= end; i += 1) {
        const event = onThread[i];
        if (event === task) continue;
        event.ts = start + (event.ts - start) * scale;
        if (typeof event.dur === 'number') event.dur *= scale;
      }
      task.dur *= scale;
    }
  }
  return trace.traceEvents ? { ...trace, traceEvents: copies } : copies;
}

/**
 * What Lighthouse's computed metrics read, for a run: `lhr` its result, `artifacts` its artifacts
 * (Trace, DevtoolsLog, GatherContext, URL, SourceMaps), `trace` the trace to simulate; and a fresh
 * context for them (the run's settings, an empty cache).
 */
export function simulationInput(lhr, artifacts, trace) {
  const settings = lhr.configSettings;
  return {
    data: {
      trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    },
    context: { computedCache: new Map(), settings },
  };
}

/** Lantern's TBT (ms) for a Lighthouse run (`simulationInput`'s arguments). */
export async function lanternTbt(lhr, artifacts, trace) {
  const { data, context } = simulationInput(lhr, artifacts, trace);
  const result = await LanternTotalBlockingTime.request(data, context);
  return result.timing;
}

const twoDecimals = (value) => Math.round(value * 100) / 100;

/** The run's performance score with its TBT audit scored at `tbt` (ms), the other audits as they were. */
export function scoreWithTbt(lhr, tbt) {
  const audit = lhr.audits['total-blocking-time'];
  let sum = 0;
  let weights = 0;
  for (const { id, weight } of lhr.categories.performance.auditRefs) {
    if (!weight) continue;
    const score =
      id === audit.id ? twoDecimals(Audit.computeLogNormalScore(audit.scoringOptions, tbt)) : lhr.audits[id].score;
    sum += score * weight;
    weights += weight;
  }
  return twoDecimals(sum / weights);
}

/** The run's TBT (ms) had the page's tasks lasted only their CPU time, and the score with it. */
export async function cpuTimeFigures(lhr, artifacts) {
  const tbt = await lanternTbt(lhr, artifacts, cpuTimeTrace(artifacts.Trace));
  return { tbt, score: scoreWithTbt(lhr, tbt) };
}
