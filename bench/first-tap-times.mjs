// How long after a page is painted its controls respond (issue 50): in a real Chromium slowed as a
// mid-range phone on a slow network (CPU 4× slower, 1.6 Mbit/s down, 150 ms round trips), cold,
// the time from the first contentful paint to the shell's `page-interactive` mark (the page has
// taken its first screen over and acted on the taps kept meanwhile: site-contract's
// PAGE_INTERACTIVE_MARK). A tap before then is kept, not lost; this says how long it waits.

/** The slow phone: Chrome DevTools' "Fast 3G"-like line with a 4× slower CPU. */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

const MARK = 'page-interactive';
/** How long the main thread must stay free of long tasks, after the mark, before its blocking is summed. */
const QUIET_MS = 2_000;
/** The longest wait for that quiet, after the mark: a page that never settles is summed then. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Kept in the page from its first script: every long task (over 50 ms on the slowed CPU) with
 * its start and duration, as the Long Tasks API reports them; a promise of the page-interactive
 * mark; and a wait for the main thread to be quiet. The benchmark reads them through the DevTools
 * protocol, so nothing but this runs in the page it measures (Playwright's `waitForFunction` and
 * `evaluate` first inject Playwright's own scripts into the page: 100–270 ms of its main thread on
 * the slowed CPU, around the first paint).
 */
function watchLongTasks({ mark, quietMs, settleLimitMs }) {
  const tasks = [];
  Object.defineProperty(globalThis, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const marked = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName(mark).length) return;
      observer.disconnect();
      resolve(true);
    }).observe({ type: 'mark', buffered: true });
  });
  Object.defineProperty(globalThis, '__benchMarked', { value: marked });
  // Resolves once no long task has ended in the last `quietMs`, or `settleLimitMs` from the call.
  const quiet = () =>
    new Promise((resolve) => {
      const since = performance.now();
      const check = () => {
        const last = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
        const now = performance.now();
        if (now - last >= quietMs || now - since >= settleLimitMs) resolve(true);
        else setTimeout(check, 250);
      };
      check();
    });
  Object.defineProperty(globalThis, '__benchQuiet', { value: quiet });
}

/**
 * The value of `expression` in the main world of the document navigated to, promises awaited,
 * through the DevTools protocol. Right after a navigation commits, the protocol may still answer
 * from the blank document before it, or lose the context on the way: asked again then.
 */
async function evaluateInPage(cdp, expression) {
  const guarded = `(() => {
    if (location.href === 'about:blank' || !globalThis.__benchLongTasks) throw new Error('not the page yet');
    return ${expression};
  })()`;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await cdp
      .send('Runtime.evaluate', { expression: guarded, awaitPromise: true, returnByValue: true })
      .catch((error) => ({ exceptionDetails: { text: error.message } }));
    if (!answer.exceptionDetails) return answer.result.value;
    if (attempt >= 50) {
      const { exception, text } = answer.exceptionDetails;
      throw new Error(`${expression}: ${exception?.description ?? text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Total blocking time as Lighthouse defines it, on the tasks the slowed Chromium really ran: the
 * part over 50 ms of each long task after the first contentful paint (a task that began before it
 * counts from the paint on).
 */
export function blockingTimeAfter(paint, tasks) {
  let total = 0;
  for (const { start, duration } of tasks) {
    const end = start + duration;
    if (end <= paint) continue;
    total += Math.max(0, end - Math.max(start, paint) - 50);
  }
  return total;
}

/**
 * One cold load of `url`: first contentful paint and the page-interactive mark, ms from
 * navigation, and the blocking time after the paint until the main thread is quiet.
 */
export async function firstTapTimes(browser, url, { viewport = { width: 390, height: 844 } } = {}) {
  const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
  await context.addInitScript(watchLongTasks, { mark: MARK, quietMs: QUIET_MS, settleLimitMs: SETTLE_LIMIT_MS });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // A page that never responds is a figure ('never' in the budget), not the end of the benchmark
    // (its Lighthouse runs are done by then): a stale build whose inline script the policy refuses.
    let timer;
    const responded = await Promise.race([
      evaluateInPage(cdp, 'globalThis.__benchMarked'),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), 90_000);
      }),
    ]).finally(() => clearTimeout(timer));
    if (!responded) {
      console.error(`first-tap: ${url} never marked ${MARK} within 90 s`);
      return { paint: null, interactive: null, blocking: null };
    }
    // Quiet: no long task ended in the last QUIET_MS (Lighthouse's time to interactive asks 5 s
    // of quiet; 2 s is enough to see the take-over's tail on these pages, and keeps the run short).
    await evaluateInPage(cdp, 'globalThis.__benchQuiet()');
    const times = await evaluateInPage(
      cdp,
      `({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        interactive: performance.getEntriesByName(${JSON.stringify(MARK)})[0]?.startTime ?? null,
        tasks: globalThis.__benchLongTasks,
      })`,
    );
    return {
      paint: times.paint,
      interactive: times.interactive,
      blocking: times.paint === null ? null : blockingTimeAfter(times.paint, times.tasks),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** The medians of `runs` cold loads of `url`: paint, interactive, the wait between, and the blocking time. */
export async function medianFirstTapTimes(browser, url, runs = 3) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await firstTapTimes(browser, url));
  return {
    paint: median(loads.map((load) => load.paint)),
    interactive: median(loads.map((load) => load.interactive)),
    // One load that never responded is the page's figure: 'never' in the budget.
    wait: loads.some((load) => load.interactive === null)
      ? null
      : median(loads.map((load) => (load.paint === null ? null : load.interactive - load.paint))),
    blocking: median(loads.map((load) => load.blocking)),
  };
}
