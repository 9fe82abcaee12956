import { describe, expect, test } from 'vitest';
import { longTaskCpuShare } from './main-thread-share.mjs';

const threadName = (pid, tid, name) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid, tid, durMs, tdurMs) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

describe('longTaskCpuShare', () => {
  test('counts the long tasks of the renderer main thread that ran the most tasks, CPU over wall time', () => {
    const trace = {
      traceEvents: [
        threadName(1, 1, 'CrRendererMain'),
        threadName(2, 2, 'CrRendererMain'),
        threadName(2, 3, 'Compositor'),
        // about:blank's renderer: one long task, not the page's.
        task(1, 1, 100, 100),
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
    const events = [threadName(1, 1, 'CrRendererMain'), task(1, 1, 12, 12)];
    expect(longTaskCpuShare(events)).toEqual({ wall: 0, cpu: 0, share: null });
  });
});
