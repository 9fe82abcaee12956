// How much of the page's long tasks was the main thread's own work (issue 50). A trace's task
// lasts from its start to its end (`dur`); the thread's CPU time in it (`tdur`) leaves out the
// moments the thread waited for a core. Lighthouse's simulation multiplies the whole `dur` by 4,
// so on a busy host a wait becomes blocking time the page never caused. Printed beside TBT: a
// share well under 1 says the figure measures the host as much as the page.

import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A task at least this long counts: 4× slower, it passes the 50 ms long-task line. */
export const LONG_TASK_MS = 12.5;

/**
 * The page's main threads as Lighthouse's own trace processor finds them ("pid:tid"): the main
 * frame's renderer main thread in each process it committed in. (Picking the renderer that ran the
 * most tasks, as before, chose about:blank's renderer for a page with no script.)
 */
export function pageMainThreads(events) {
  const frame = TraceProcessor.findMainFrameIds(events);
  return new Set([...TraceProcessor.findMainFramePidTids(frame, events)].map(([pid, tid]) => `${pid}:${tid}`));
}

/**
 * The page main thread's long tasks in `trace` (Lighthouse's Trace artifact): their wall time,
 * their CPU time (ms) and the CPU's share of the wall time (null without such tasks).
 */
export function longTaskCpuShare(trace) {
  const events = trace.traceEvents ?? trace;
  const threads = pageMainThreads(events);
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || !threads.has(`${event.pid}:${event.tid}`)) continue;
    if (event.dur < LONG_TASK_MS * 1000 || typeof event.tdur !== 'number') continue;
    wall += event.dur / 1000;
    cpu += event.tdur / 1000;
  }
  return { wall, cpu, share: wall > 0 ? cpu / wall : null };
}
