import { describe, expect, test } from 'vitest';
import { cpuTimeTrace, scoreWithTbt } from './cpu-time-tbt.mjs';

const threadName = (pid, tid, name) => ({ name: 'thread_name', cat: '__metadata', ph: 'M', pid, tid, args: { name } });
const event = (pid, tid, name, tsMs, durMs, tdurMs) => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: tsMs * 1000,
  dur: durMs * 1000,
  ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }),
});

describe('cpuTimeTrace', () => {
  const trace = {
    traceEvents: [
      // The main frame, as Lighthouse's trace processor finds it.
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 9,
        tid: 9,
        args: { data: { frames: [{ frame: 'F', processId: 1 }] } },
      },
      threadName(1, 1, 'CrRendererMain'),
      threadName(1, 2, 'Compositor'),
      // A task of 40 ms holding 10 ms of CPU, an evaluation 20 ms into it, an instant event at its end.
      event(1, 1, 'RunTask', 100, 40, 10),
      event(1, 1, 'v8.evaluateModule', 120, 20, 5),
      { name: 'ResourceFinish', ph: 'I', pid: 1, tid: 1, ts: 140_000 },
      // A task all CPU, left as it was.
      event(1, 1, 'RunTask', 200, 20, 20),
      event(1, 1, 'RunTask', 300, 20, 20),
      // Another thread: untouched.
      event(1, 2, 'RunTask', 100, 40, 4),
    ],
  };

  test('shrinks each task of the page main thread to its CPU time and scales what it holds', () => {
    const [, , , task, evaluation, finish, whole, second, other] = cpuTimeTrace(trace).traceEvents;
    expect(task).toMatchObject({ ts: 100_000, dur: 10_000 });
    expect(evaluation).toMatchObject({ ts: 105_000, dur: 5_000 });
    expect(finish.ts).toBe(110_000);
    expect(whole).toMatchObject({ ts: 200_000, dur: 20_000 });
    expect(second).toMatchObject({ ts: 300_000, dur: 20_000 });
    expect(other).toMatchObject({ ts: 100_000, dur: 40_000 });
  });

  test('leaves the trace it was given as it was', () => {
    cpuTimeTrace(trace);
    expect(trace.traceEvents[3]).toMatchObject({ ts: 100_000, dur: 40_000 });
    expect(trace.traceEvents[4]).toMatchObject({ ts: 120_000, dur: 20_000 });
  });
});

describe('scoreWithTbt', () => {
  // Lighthouse 12's mobile TBT curve (p10 200 ms, median 600 ms) and two audits of a category.
  const lhr = {
    categories: {
      performance: {
        auditRefs: [
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 70 },
          { id: 'diagnostics', weight: 0 },
        ],
      },
    },
    audits: {
      'total-blocking-time': { id: 'total-blocking-time', scoringOptions: { p10: 200, median: 600 }, score: 0.2 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 1 },
      diagnostics: { id: 'diagnostics', score: null },
    },
  };

  test('scores the TBT audit at the given time and weighs it with the others', () => {
    expect(scoreWithTbt(lhr, 600)).toBe(0.85); // 0.5 × 0.3 + 1 × 0.7
    expect(scoreWithTbt(lhr, 200)).toBe(0.97); // 0.9 × 0.3 + 0.7
    expect(scoreWithTbt(lhr, 0)).toBe(1);
  });
});
