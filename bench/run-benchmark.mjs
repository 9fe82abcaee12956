// `pnpm bench`: the composed site against a monolith build of the same sources, side by side.
// Builds both, serves them production-like (gzip, each app on its own origin, seeded backend) and
// runs Lighthouse (mobile, simulated throttling, cold cache) 3 times per page, printing the medians,
// the request figures and the budget checks; writes bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/lib/ensure-chromium.mjs';
import { runPnpm } from '../scripts/lib/pnpm.mjs';
import { repoRoot, siteHeaders, startSite } from '../scripts/lib/site.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MONOLITH_PORT = 4180;
const PAGES = ['/', '/offers', '/category/rent', '/category/rent/seed-01'];
const VARIANTS = { composed: 'http://localhost:4173', monolith: `http://localhost:${MONOLITH_PORT}` };

const SIGNATURES = {
  mfRuntime: /__GLOBAL_LOADING_REMOTE_ENTRY__/,
  reactDom: /reconcilerVersion/,
  firebase: /firebase:authUser|@firebase\/app/,
  leaflet: /_leaflet_id/,
  swiper: /swiper-slide-active/,
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

const scriptCache = new Map();
async function scriptText(url) {
  if (!scriptCache.has(url))
    scriptCache.set(
      url,
      fetch(url)
        .then((r) => r.text())
        .catch(() => ''),
    );
  return scriptCache.get(url);
}

async function measure(url, chromePath) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const copies = Object.fromEntries(Object.keys(SIGNATURES).map((k) => [k, 0]));
    for (const script of scripts) {
      const text = await scriptText(script.url);
      for (const [name, pattern] of Object.entries(SIGNATURES)) if (pattern.test(text)) copies[name] += 1;
    }
    const chains = lhr.audits['critical-request-chains']?.details?.chains;
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
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
    jsBytes: pick('jsBytes'),
    requests: pick('requests'),
    chainDepth: pick('chainDepth'),
    copies: runs[0].copies,
  };
}

const chromePath = ensureChromium();
if (!process.argv.includes('--no-build')) {
  for (const args of [
    ['run', 'build'],
    ['--filter', 'shell', 'exec', 'vite', 'build', '--mode', 'monolith'],
  ]) {
    const status = await runPnpm(args, { cwd: repoRoot });
    if (status !== 0) process.exit(status);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const site = await startSite({ dataDir, persist: false, quiet: true });
const monolith = await serveStatic({
  root: path.join(repoRoot, 'shell', 'dist-monolith'),
  port: MONOLITH_PORT,
  spa: true,
  headers: siteHeaders(),
});

const results = {};
try {
  for (const page of PAGES) {
    results[page] = {};
    for (const [variant, origin] of Object.entries(VARIANTS)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${origin}${page}`, chromePath));
      results[page][variant] = summarise(runs);
      process.stderr.write(`measured ${variant} ${page}\n`);
    }
  }
} finally {
  await monolith.close();
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
    'score',
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
      r.score.toFixed(2),
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
for (const [page, { composed, monolith: mono }] of Object.entries(results)) {
  const jsRatio = composed.jsBytes / mono.jsBytes;
  const lcpRatio = composed.lcp / mono.lcp;
  check(`${page}: composed/monolith JS ≤ 1.10`, jsRatio <= 1.1, jsRatio.toFixed(2));
  check(`${page}: composed/monolith LCP ≤ 1.15`, lcpRatio <= 1.15, lcpRatio.toFixed(2));
  check(`${page}: CLS < 0.05`, composed.cls < 0.05, composed.cls.toFixed(3));
  check(
    `${page}: one react-dom, one firebase, one MF runtime`,
    composed.copies.reactDom === 1 && composed.copies.firebase === 1 && composed.copies.mfRuntime === 1,
    JSON.stringify(composed.copies),
  );
  const detail = page.split('/').length === 4;
  check(
    `${page}: Leaflet only on the detail page`,
    composed.copies.leaflet > 0 === detail,
    `${composed.copies.leaflet} copies`,
  );
  const carousel = page === '/' || detail;
  check(
    `${page}: Swiper only where a carousel shows`,
    composed.copies.swiper > 0 === carousel,
    `${composed.copies.swiper} copies`,
  );
}
check('/: JS ≤ 230 KB gzip', results['/'].composed.jsBytes <= 230 * 1024, `${kb(results['/'].composed.jsBytes)} KB`);
check('/: Lighthouse performance ≥ 0.95', results['/'].composed.score >= 0.95, results['/'].composed.score.toFixed(2));
check(
  'detail: Lighthouse performance ≥ 0.95',
  results['/category/rent/seed-01'].composed.score >= 0.95,
  results['/category/rent/seed-01'].composed.score.toFixed(2),
);
check(
  '/: request chain after the HTML ≤ 4 deep',
  results['/'].composed.chainDepth <= 4,
  String(results['/'].composed.chainDepth),
);

console.log(`\nMedian of ${RUNS} cold Lighthouse runs (mobile, simulated throttling):\n`);
console.log(table.join('\n'));
console.log('\nBudget:');
for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}  (${c.detail})`);
const passed = checks.filter((c) => c.ok).length;
console.log(`\nbudget: ${passed} passed, ${checks.length - passed} failed`);

mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results, checks }, null, 2)}\n`,
);
