// `node bench/tbt-tasks.mjs <report>...`: what Lighthouse's TBT is made of, task by task, in runs
// that `BENCH_REPORTS=<folder> pnpm bench` kept (`<report>` is a run's path without `.json`, or a
// folder: every run in it). For each run, Lantern's simulation is computed again as Lighthouse
// computed it, on the run's trace as observed and at the page's CPU time (cpu-time-tbt.mjs), and
// each simulated task that blocks is printed with its simulated start and length, its blocking
// part and the longest events it held. Lighthouse's TBT is the mean of its optimistic and
// pessimistic estimates: a task's blocking part here is that mean too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { cpuTimeTrace, simulationInput } from './cpu-time-tbt.mjs';

/** A simulated task's part over 50 ms between the first paint and interactive: Lantern's own rule. */
export function blockingPart({ startTime: start, endTime: end }, firstPaint, interactive) {
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
    { start, end, duration: end - start },
    firstPaint,
    interactive,
  );
}

/** The longest events a task held, named (a script's file name with them). */
function heldEvents(node) {
  return node.childEvents
    .filter((event) => event.dur >= 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => {
      const file = event.args?.data?.url?.split('/').pop()?.split('?')[0];
      return `${event.name}${file ? `(${file})` : ''} ${(event.dur / 1000).toFixed(1)}`;
    })
    .join(', ');
}

/**
 * The tasks that block in a run's simulation of `trace`: Lantern's TBT for it, and each task with
 * its start and length (ms, simulated), the mean of its blocking parts in the two estimates, and
 * the events it held.
 */
export async function blockingTasks(lhr, artifacts, trace) {
  const { data, context } = simulationInput(lhr, artifacts, trace);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const firstPaint = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  // As Lantern's TBT: the optimistic estimate between the pessimistic first paint and the
  // optimistic interactive, the pessimistic one between the others.
  const estimates = [
    [tbt.optimisticEstimate, firstPaint.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, firstPaint.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ];
  const tasks = new Map();
  for (const [estimate, from, to] of estimates) {
    for (const [node, timing] of estimate.nodeTimings.entries()) {
      if (node.type !== 'cpu') continue;
      const part = blockingPart(timing, from, to);
      if (part === 0) continue;
      const task = tasks.get(node) ?? {
        start: timing.startTime,
        duration: timing.duration,
        blocking: 0,
        held: heldEvents(node),
      };
      task.blocking += part / estimates.length;
      tasks.set(node, task);
    }
  }
  return {
    tbt: tbt.timing,
    firstPaint: firstPaint.timing,
    tasks: [...tasks.values()].sort((a, b) => a.start - b.start),
  };
}

/** A kept run: its Lighthouse result and the artifacts the simulation needs. */
function readRun(base) {
  const lhr = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
  return {
    lhr,
    artifacts: {
      Trace: JSON.parse(readFileSync(`${base}.trace.json`, 'utf8')),
      DevtoolsLog: JSON.parse(readFileSync(`${base}.devtoolslog.json`, 'utf8')),
      GatherContext: { gatherMode: 'navigation' },
      URL: {
        requestedUrl: lhr.requestedUrl,
        mainDocumentUrl: lhr.mainDocumentUrl,
        finalDisplayedUrl: lhr.finalDisplayedUrl,
      },
      SourceMaps: [],
    },
  };
}

function runsOf(arg) {
  if (!statSync(arg, { throwIfNoEntry: false })?.isDirectory()) return [arg.replace(/\.json$/, '')];
  return readdirSync(arg)
    .filter((name) => name.endsWith('.trace.json'))
    .sort()
    .map((name) => path.join(arg, name.replace(/\.trace\.json$/, '')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bases = process.argv.slice(2).flatMap(runsOf);
  if (bases.length === 0) {
    console.error('usage: node bench/tbt-tasks.mjs <report or folder>...');
    process.exit(1);
  }
  const ms = (value) => String(Math.round(value)).padStart(5);
  for (const base of bases) {
    const { lhr, artifacts } = readRun(base);
    console.log(`\n${path.basename(base)}: ${lhr.finalDisplayedUrl}`);
    for (const [label, trace] of [
      ['as observed', artifacts.Trace],
      ['at CPU time', cpuTimeTrace(artifacts.Trace)],
    ]) {
      const { tbt, firstPaint, tasks } = await blockingTasks(lhr, artifacts, trace);
      console.log(`  ${label}: TBT ${Math.round(tbt)} ms, first paint ${Math.round(firstPaint)} ms`);
      console.log('    start  length  blocking  held');
      for (const task of tasks)
        console.log(`    ${ms(task.start)}  ${ms(task.duration)}   ${ms(task.blocking)}    ${task.held}`);
    }
  }
}
