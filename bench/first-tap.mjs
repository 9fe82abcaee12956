// `node bench/first-tap.mjs [--runs N]`: on a slowed real Chromium (first-tap-times.mjs), how long
// each budget page of the composed site waits between its first paint and the moment its controls
// respond, and the blocking time after that paint (long tasks' time over 50 ms, as Lighthouse's TBT
// counts it, on the tasks the slowed Chromium really ran). `pnpm bench` prints the same figures
// beside the monolith's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { startSite } from '../scripts/lib/site.mjs';
import { BUDGET_PAGES } from './bundle-budget.mjs';
import { medianFirstTapTimes, SLOW_PHONE } from './first-tap-times.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;

ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'first-tap-'));
const site = await startSite({ dataDir, persist: false, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const ms = (value) => (value === null ? '–' : String(Math.round(value)));
try {
  console.log(
    `Median of ${RUNS} cold loads, CPU ${SLOW_PHONE.cpuSlowdown}× slower, 1.6 Mbit/s, ${SLOW_PHONE.latencyMs} ms (composed site):`,
  );
  console.log('page                                 paint ms  responds ms  wait ms  blocking ms');
  for (const page of BUDGET_PAGES) {
    const times = await medianFirstTapTimes(browser, `http://localhost:4173${page}`, RUNS);
    console.log(
      `${page.padEnd(36)} ${ms(times.paint).padStart(8)}  ${ms(times.interactive).padStart(11)}  ${ms(times.wait).padStart(7)}  ${ms(times.blocking).padStart(11)}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
