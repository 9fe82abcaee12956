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

/** One cold load of `url`: first contentful paint and the page-interactive mark, ms from navigation. */
export async function firstTapTimes(browser, url, { viewport = { width: 390, height: 844 } } = {}) {
  const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
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
    const responded = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 90_000 })
      .then(() => true)
      .catch((error) => {
        if (error?.name !== 'TimeoutError') throw error;
        console.error(`first-tap: ${url} never marked ${MARK} within 90 s`);
        return false;
      });
    if (!responded) return { paint: null, interactive: null };
    return await page.evaluate((mark) => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      return { paint: at('first-contentful-paint'), interactive: at(mark) };
    }, MARK);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** The medians of `runs` cold loads of `url`: paint, interactive, and the wait between. */
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
  };
}
