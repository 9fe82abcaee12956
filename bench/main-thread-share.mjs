// How much of the page's long tasks was the main thread's own work (issue 50). A trace's task
// lasts from its start to its end (`dur`); the thread's CPU time in it (`tdur`) leaves out the
// moments the thread waited for a core. Lighthouse's simulation multiplies the whole `dur` by 4,
// so on a busy host a wait becomes blocking time the page never caused. Printed beside TBT: a
// share well under 1 says the figure measures the host as much as the page.

/** A task at least this long counts: 4× slower, it passes the 50 ms long-task line. */
export const LONG_TASK_MS = 12.5;

/** The renderer main thread that ran the most tasks: the page's (others are about:blank's, workers'). */
export function pageMainThread(events) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mains.has(thread)) tasks.set(thread, (tasks.get(thread) ?? 0) + 1);
  }
  return [...tasks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The page main thread's long tasks in `trace` (Lighthouse's Trace artifact): their wall time,
 * their CPU time (ms) and the CPU's share of the wall time (null without such tasks).
 */
export function longTaskCpuShare(trace) {
  const events = trace.traceEvents ?? trace;
  const thread = pageMainThread(events);
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || `${event.pid}:${event.tid}` !== thread) continue;
    if (event.dur < LONG_TASK_MS * 1000 || typeof event.tdur !== 'number') continue;
    wall += event.dur / 1000;
    cpu += event.tdur / 1000;
  }
  return { wall, cpu, share: wall > 0 ? cpu / wall : null };
}
