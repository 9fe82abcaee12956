import { describe, expect, test } from 'vitest';
import { longTaskCpuShare } from './main-thread-share.mjs';

const threadName = (pid, tid, name) => ({ name: 'thread_name', cat: '__metadata', ph: 'M', pid, tid, args: { name } });
// What Lighthouse's trace processor finds the page by: the main frame, first in about:blank's
// renderer (pid 1), then committed in the page's (pid 2).
const frameEvents = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 9,
    tid: 9,
    args: { data: { frames: [{ frame: 'F', processId: 1 }] } },
  },
  { name: 'FrameCommittedInBrowser', ph: 'I', pid: 9, tid: 9, args: { data: { frame: 'F', processId: 2 } } },
];
const task = (pid, tid, durMs, tdurMs) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

describe('longTaskCpuShare', () => {
  test("counts the long tasks of the page's renderer main thread, CPU over wall time", () => {
    const trace = {
      traceEvents: [
        ...frameEvents,
        threadName(1, 1, 'CrRendererMain'),
        threadName(2, 2, 'CrRendererMain'),
        threadName(2, 3, 'Compositor'),
        // about:blank's renderer: more tasks than the page's, none of them the page's.
        task(1, 1, 100, 100),
        task(1, 1, 1, 1),
        task(1, 1, 1, 1),
        task(1, 1, 1, 1),
        // The page's: two long tasks, one short one (left out).
        task(2, 2, 40, 10),
        task(2, 2, 20, 20),
        task(2, 2, 5, 5),
        // Another thread of the page's renderer.
        task(2, 3, 80, 80),
        task(2, 3, 1, 1),
      ],
    };
    expect(longTaskCpuShare(trace)).toEqual({ wall: 60, cpu: 30, share: 0.5 });
  });

  test('says null when no task is long', () => {
    const events = [...frameEvents, threadName(2, 2, 'CrRendererMain'), task(2, 2, 12, 12)];
    expect(longTaskCpuShare(events)).toEqual({ wall: 0, cpu: 0, share: null });
  });
});
