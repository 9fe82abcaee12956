// `pnpm bench`: the composed site against a monolith build of the same sources, side by side.
// Builds both, serves them production-like (gzip, each app on its own origin, seeded backend) and
// runs Lighthouse (mobile, simulated throttling, cold cache) 3 times per page, printing the medians,
// the request figures and the budget checks; writes bench/results/latest.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { besideManifest, readDeployment, writeDeployment } from '../scripts/lib/deployment.mjs';
import {
  APPS,
  repoRoot,
  serverPageMatcher,
  SITE_PAGES_FUNCTION,
  siteHeaders,
  startSite,
} from '../scripts/lib/site.mjs';
import { REMOTE_NAMES } from '../scripts/lib/apps.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { buildVariants, MONOLITH_DIST } from './build-variants.mjs';
import { localCertificate } from './local-certificate.mjs';
import { ONE_ORIGIN_PORT, serveOneOrigin } from './one-origin-site.mjs';
import { BUDGET_PAGES, countCopies, downloadChecks, FEDERATION_ALLOWANCE_BYTES } from './bundle-budget.mjs';
import { idleServerResponseTimes } from './server-response-times.mjs';
import { longTaskCpuShare } from './main-thread-share.mjs';
import { cpuTimeFigures, lanternTbt } from './cpu-time-tbt.mjs';
import { chromium } from 'playwright-core';
import { medianFirstTapTimes, SLOW_PHONE } from './first-tap-times.mjs';
import { serveNoScriptPage } from './no-script-page.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// `BENCH_REPORTS=<folder>` keeps every Lighthouse report, its trace and its network log there (to
// read an LCP's breakdown, what a long task did).
const REPORTS_DIR = process.env.BENCH_REPORTS;
let reportCount = 0;
function saveReport(url, lhr, trace, devtoolsLog) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  reportCount += 1;
  const name = `${String(reportCount).padStart(2, '0')}-${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}`;
  writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
  // The run's trace, for Chromium's Performance panel (what a long task did).
  if (trace) writeFileSync(path.join(REPORTS_DIR, `${name}.trace.json`), JSON.stringify(trace));
  // Its network log: with the trace, what Lighthouse's simulation is rebuilt from.
  if (devtoolsLog) writeFileSync(path.join(REPORTS_DIR, `${name}.devtoolslog.json`), JSON.stringify(devtoolsLog));
}
/** The longest a page may take, after its first paint on the slowed Chromium, to respond (issue 50). */
const SLOW_PHONE_WAIT_LIMIT_MS = 4_000;
const MONOLITH_PORT = 4180;
// `--page /offers` (repeatable) measures only those pages; the budget then checks only what ran.
const PAGES = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
if (PAGES.length === 0) PAGES.push(...BUDGET_PAGES);
// Both variants are served over HTTP/2 with TLS, as the production host serves them: over
// HTTP/1.1 a browser opens at most 6 connections per origin and a page of 40 small federation
// files queues behind them, which production never does. The certificate is self-signed for
// localhost and made per run (bench/local-certificate.mjs); Chromium is told to accept it.
const VARIANTS = { composed: 'https://localhost:4173', monolith: `https://localhost:${MONOLITH_PORT}` };
// A third variant, the composed site with its remotes on the shell's origin: the LCP ratio line
// compares it with the monolith (`--no-one-origin` leaves it out, and with it that line).
const ONE_ORIGIN = !process.argv.includes('--no-one-origin');
if (ONE_ORIGIN) VARIANTS['one origin'] = `https://localhost:${ONE_ORIGIN_PORT}`;
// A control beside them (decision record 057), information only: each page's own HTML from the
// composed site with its scripts taken out, on a static origin. What Lighthouse gives it is what
// this host gives the document alone: the floor under the page's TBT on this machine.
const NO_SCRIPT = 'no script';
const DIST_BY_PORT = {
  ...Object.fromEntries(Object.values(APPS).map((app) => [app.port, path.join(repoRoot, app.folder, 'dist')])),
  [MONOLITH_PORT]: MONOLITH_DIST,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function chainDepth(chains) {
  let deepest = 0;
  for (const node of Object.values(chains ?? {})) deepest = Math.max(deepest, 1 + chainDepth(node.children));
  return deepest;
}

/** The text of a script the page loaded, read from the dist folder that served it. */
function scriptText(url) {
  const { port, pathname } = new URL(url);
  const root = DIST_BY_PORT[Number(port)];
  if (!root) return '';
  try {
    return readFileSync(path.join(root, decodeURIComponent(pathname)), 'utf8');
  } catch {
    return '';
  }
}

/** One Lighthouse run; Lighthouse sometimes fails to record a trace (NO_NAVSTART): try again. */
async function measure(url, chromePath, lanternData) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, chromePath, lanternData);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

async function measureOnce(url, chromePath, lanternData) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      precomputedLanternData: lanternData,
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
    if (REPORTS_DIR) saveReport(url, lhr, artifacts.Trace, artifacts.DevtoolsLog);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const copies = countCopies(scripts.map((script) => scriptText(script.url)));
    const chains = lhr.audits['critical-request-chains']?.details?.chains;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    // The recomputation must give Lighthouse's own TBT back from the unchanged trace, or the
    // CPU-time figure beside it means nothing.
    const again = await lanternTbt(lhr, artifacts, artifacts.Trace);
    if (Math.abs(again - tbt) > 1) throw new Error(`Lantern's TBT computed again: ${again} ms, Lighthouse's ${tbt} ms`);
    const cpuTime = await cpuTimeFigures(lhr, artifacts);
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt,
      // The main thread's CPU time over the wall time of its long tasks in the observed load
      // (main-thread-share.mjs): what of TBT was the page's work and what the host's waits.
      cpuShare: longTaskCpuShare(artifacts.Trace).share ?? 1,
      // The same simulation fed the page's CPU time instead of its tasks' wall time
      // (cpu-time-tbt.mjs): the TBT and score the page's own work gives, without the host's waits.
      cpuTimeTbt: cpuTime.tbt,
      cpuTimeScore: cpuTime.score,
      // The simulated phone's wait from the first paint to the moment the page responds (Lighthouse's
      // time to interactive: the main thread quiet and the network nearly so).
      responds: lhr.audits.interactive.numericValue - lhr.audits['first-contentful-paint'].numericValue,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      requests: requests.length,
      // The root of the chain tree is the HTML document; count the levels after it.
      chainDepth: Math.max(0, chainDepth(chains) - 1),
      copies,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    cpuShare: pick('cpuShare'),
    cpuTimeTbt: pick('cpuTimeTbt'),
    cpuTimeScore: pick('cpuTimeScore'),
    responds: pick('responds'),
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    chainDepth: pick('chainDepth'),
    copies: runs[0].copies,
  };
}

const chromePath = ensureChromium();
await buildVariants();

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const tls = await localCertificate();
// The site's server (sitePages, in the Functions emulator's workers) reads the page's files from
// the site over this HTTPS, as production's reads them from Hosting: it trusts the run's
// certificate (the workers start after this, with this environment).
const certificateFile = path.join(dataDir, 'localhost-certificate.pem');
writeFileSync(certificateFile, tls.cert);
process.env.NODE_EXTRA_CA_CERTS = certificateFile;
const site = await startSite({ dataDir, persist: false, quiet: true, tls });
const oneOrigin = ONE_ORIGIN ? await serveOneOrigin({ tls }) : undefined;
if (oneOrigin) DIST_BY_PORT[ONE_ORIGIN_PORT] = oneOrigin.root;
// The monolith's pages are the composed site's routes (build-variants.mjs); the site's server
// renders their first screens as it does the composed site's (issue 38), with the remotes' modules
// from the HTTPS servers here, so the two variants still differ only by federation.
const monolithDeployment = readDeployment(MONOLITH_DIST);
for (const [name, remote] of Object.entries(monolithDeployment.remotes)) {
  const entryFile = remote.entry.slice(remote.entry.lastIndexOf('/') + 1);
  remote.manifest = `https://localhost:${APPS[name].port}/mf-manifest.json`;
  remote.entry = besideManifest(remote.manifest, entryFile);
}
writeDeployment(MONOLITH_DIST, monolithDeployment);
const monolith = await serveStatic({
  root: MONOLITH_DIST,
  port: MONOLITH_PORT,
  spa: true,
  headers: siteHeaders({ secure: true }),
  tls,
  serverPages: { match: serverPageMatcher(MONOLITH_DIST), url: SITE_PAGES_FUNCTION },
});

/**
 * What every page's timing also asks the servers, read once: the remotes' manifests, and the
 * explore page's early read and its first photo, as the deployment's `/` route defines it (its
 * remote's request), sent to the Firestore address of the built shell's first-load-config block.
 */
async function sharedServerProbes() {
  const html = readFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  const config = JSON.parse(
    html.match(/<script id="first-load-config" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '{}',
  );
  const deployment = readDeployment(path.join(repoRoot, 'shell', 'dist'));
  const request = deployment.routes.find((route) => route.path === '/')?.read?.request;
  if (!request || !config.documentsUrl) throw new Error("the deployment's / route has no early read");
  const read = { ...request, url: request.url.replace('{documents}', config.documentsUrl) };
  const answer = await (await fetch(read.url, { method: read.method, body: read.body })).json();
  const photos = read.photos.reduce((node, key) => node?.[key], answer);
  const photo = photos?.[0]?.stringValue;
  if (!photo) throw new Error('the seeded backend has no listing photo to time');
  return [
    ...REMOTE_NAMES.map((name) => ({ url: `https://localhost:${APPS[name].port}/mf-manifest.json` })),
    read,
    { url: photo },
  ];
}

/**
 * A page the site's server makes (issue 38): slower to answer than a file, so each origin is timed
 * by it, the pessimistic figure for the files it also serves. The page measured, not another (the
 * search's document takes longer to make than a list's); the variants' documents, which the same
 * server code makes, pooled into one figure (server-response-times.mjs).
 */
function pageProbes(page) {
  return [
    { url: `${VARIANTS.composed}${page}`, sameServer: 'page' },
    { url: `${VARIANTS.monolith}${page}`, sameServer: 'page' },
    ...(oneOrigin ? [{ url: `${oneOrigin.origin}${page}`, sameServer: 'page' }] : []),
  ];
}

const results = {};
/** Each page's server response times, as its runs were given them. */
const serverResponseTimes = {};
try {
  const sharedProbes = await sharedServerProbes();
  for (const page of PAGES) {
    const { lantern: lanternData, apart } = await idleServerResponseTimes([...pageProbes(page), ...sharedProbes]);
    serverResponseTimes[page] = { given: lanternData.serverResponseTimeByOrigin, apart };
    process.stderr.write(
      `${page}: server response times (idle, ms; each origin's own median, then as given to the runs): ${JSON.stringify(apart)} ${JSON.stringify(lanternData.serverResponseTimeByOrigin)}\n`,
    );
    const noScript = await serveNoScriptPage({ origin: VARIANTS.composed, page, tls });
    try {
      // The control's document is given the composed page's server time: the two simulated loads
      // then differ only by the scripts.
      const given = lanternData.serverResponseTimeByOrigin;
      given[noScript.origin] = given[new URL(VARIANTS.composed).origin];
      const origins = { ...VARIANTS, [NO_SCRIPT]: noScript.origin };
      // One unmeasured load of each variant first: the emulator's first answer to a page's query
      // and a server's first compression of a file are slower than every later one, and would
      // always fall on the variant measured first. Then the variants take turns, so that the
      // machine's drift over the minutes of a page's runs weighs on all alike.
      for (const origin of Object.values(origins)) await measure(`${origin}${page}`, chromePath, lanternData);
      const runs = Object.fromEntries(Object.keys(origins).map((variant) => [variant, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const [variant, origin] of Object.entries(origins)) {
          runs[variant].push(await measure(`${origin}${page}`, chromePath, lanternData));
        }
      }
      results[page] = Object.fromEntries(Object.entries(runs).map(([variant, list]) => [variant, summarise(list)]));
    } finally {
      await noScript.close();
    }
    process.stderr.write(`measured ${page}\n`);
  }
  // The same pages in a real Chromium slowed as a phone (issue 50): the wait from the first paint
  // to the shell's page-interactive mark, composed and monolith.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    for (const page of PAGES)
      for (const variant of ['composed', 'monolith'])
        results[page][variant].slowPhone = await medianFirstTapTimes(browser, `${VARIANTS[variant]}${page}`, RUNS);
  } finally {
    await browser.close();
  }
} finally {
  await monolith.close();
  await oneOrigin?.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// ---- report ----
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [
  [
    'page',
    'variant',
    'JS KB (gz)',
    'requests',
    'chain',
    'LCP ms',
    'CLS',
    'TBT ms',
    'CPU share',
    'TBT at CPU time',
    'responds ms',
    'slow phone ms',
    'slow phone TBT',
    'score',
    'score at CPU time',
    'MF rt',
    'react-dom',
    'firebase',
  ],
];
for (const [page, variants] of Object.entries(results)) {
  for (const [variant, r] of Object.entries(variants)) {
    rows.push([
      page,
      variant,
      kb(r.jsBytes),
      r.requests,
      r.chainDepth,
      Math.round(r.lcp),
      r.cls.toFixed(3),
      Math.round(r.tbt),
      r.cpuShare.toFixed(2),
      Math.round(r.cpuTimeTbt),
      Math.round(r.responds),
      r.slowPhone?.wait == null ? '–' : Math.round(r.slowPhone.wait),
      r.slowPhone?.blocking == null ? '–' : Math.round(r.slowPhone.blocking),
      r.score.toFixed(2),
      r.cpuTimeScore.toFixed(2),
      r.copies.mfRuntime,
      r.copies.reactDom,
      r.copies.firebase,
    ]);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
const table = rows.map((row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`);
table.splice(1, 0, `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);

const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });
for (const [page, { composed, monolith: mono, 'one origin': oneOrigin }] of Object.entries(results)) {
  const overMonolith = composed.jsBytes - mono.jsBytes;
  check(
    `${page}: composed JS ≤ monolith + ${kb(FEDERATION_ALLOWANCE_BYTES)} KB`,
    overMonolith <= FEDERATION_ALLOWANCE_BYTES,
    `+${kb(overMonolith)} KB`,
  );
  check(`${page}: Lighthouse performance ≥ 0.95`, composed.score >= 0.95, composed.score.toFixed(2));
  // The budget as issue 50 raised it: LCP 1.5 s on the simulated phone, and never worse than the
  // monolith's (the remotes on their own origins, as deployed).
  check(`${page}: LCP ≤ 1.5 s`, composed.lcp <= 1500, `${Math.round(composed.lcp)} ms`);
  check(
    `${page}: LCP ≤ the monolith's`,
    composed.lcp <= mono.lcp,
    `${Math.round(composed.lcp)} / ${Math.round(mono.lcp)} ms`,
  );
  if (oneOrigin) {
    const lcpRatio = oneOrigin.lcp / mono.lcp;
    check(`${page}: LCP ≤ the monolith's, remotes on the shell's origin`, lcpRatio <= 1, lcpRatio.toFixed(2));
  }
  check(`${page}: CLS < 0.05`, composed.cls < 0.05, composed.cls.toFixed(3));
  check(`${page}: TBT ≤ 150 ms`, composed.tbt <= 150, `${Math.round(composed.tbt)} ms`);
  // Beside Lighthouse's lines, never instead of them: the same simulation on the page's CPU time
  // (cpu-time-tbt.mjs), which the host's waits cannot hide a regression of the page's own work in.
  check(
    `${page}: TBT ≤ 150 ms at the page's CPU time`,
    composed.cpuTimeTbt <= 150,
    `${Math.round(composed.cpuTimeTbt)} ms`,
  );
  check(
    `${page}: Lighthouse performance ≥ 0.95 with that TBT`,
    composed.cpuTimeScore >= 0.95,
    composed.cpuTimeScore.toFixed(2),
  );
  check(
    `${page}: responds ≤ ${SLOW_PHONE_WAIT_LIMIT_MS} ms after its first paint on the slowed Chromium`,
    composed.slowPhone?.wait != null && composed.slowPhone.wait <= SLOW_PHONE_WAIT_LIMIT_MS,
    composed.slowPhone?.wait == null ? 'never' : `${Math.round(composed.slowPhone.wait)} ms`,
  );
  checks.push(...downloadChecks(page, composed));
}
const home = results['/']?.composed;
if (home) check('/: request chain after the HTML ≤ 4 deep', home.chainDepth <= 4, String(home.chainDepth));

console.log(`\nMedian of ${RUNS} cold Lighthouse runs (mobile, simulated throttling):\n`);
console.log(
  `(responds: Lighthouse's time to interactive after the first paint; slow phone: the wait from the first paint to the page-interactive mark in Chromium slowed ${SLOW_PHONE.cpuSlowdown}×, 1.6 Mbit/s, ${SLOW_PHONE.latencyMs} ms, and its blocking time after the first paint, on the tasks it ran: information beside Lighthouse's TBT, which the budget reads; CPU share: the main thread's CPU time over the wall time of its long tasks in the loads Lighthouse observed, which its simulation multiplies by 4 whole, waits included; TBT and score at CPU time: Lighthouse's simulation run again with each of the page's tasks as long as its CPU time, the host's waits left out; ${NO_SCRIPT}: the composed page's own HTML with its scripts taken out, on a static origin given the same server time, a control: what this host gives the document alone, the floor under the page's TBT on this machine)\n`,
);
console.log(table.join('\n'));
if (ONE_ORIGIN) {
  console.log("\nLCP over the monolith's, remotes on the shell's origin (the budget line) and on their own:");
  for (const [page, variants] of Object.entries(results)) {
    const ratio = (variants['one origin'].lcp / variants.monolith.lcp).toFixed(2);
    console.log(`${page}: ${ratio} (own origins ${(variants.composed.lcp / variants.monolith.lcp).toFixed(2)})`);
  }
}
console.log(`\nThe host's floor: the page's HTML without its scripts (${NO_SCRIPT}; information, not budget lines):`);
for (const [page, variants] of Object.entries(results)) {
  const floor = variants[NO_SCRIPT];
  console.log(
    `${page}: TBT ${Math.round(floor.tbt)} ms (composed ${Math.round(variants.composed.tbt)}, monolith ${Math.round(variants.monolith.tbt)}), at CPU time ${Math.round(floor.cpuTimeTbt)} ms, score ${floor.score.toFixed(2)}`,
  );
}
console.log('\nBudget:');
for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}  (${c.detail})`);
const passed = checks.filter((c) => c.ok).length;
console.log(`\nbudget: ${passed} passed, ${checks.length - passed} failed`);

if (PAGES.length !== BUDGET_PAGES.length) process.exit(0); // a partial run does not replace the record
mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, serverResponseTimes, results, checks }, null, 2)}\n`,
);
