// `pnpm screenshots`: redraws the README's pictures (docs/screenshots/) from the built site and the
// seeded local backend, each page at phone size (390×844) and at a desktop's (1440×900, the
// picture's name starts with desktop-). Run `pnpm build` first.
/* global document -- only inside page.evaluate, which runs in the browser */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_USERS } from '../backend/seed.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/ensure-chromium.mjs';
import { appUrl, repoRoot, startSite } from './lib/site.mjs';

const OUT = path.join(repoRoot, 'docs', 'screenshots');
const VIEWPORTS = [
  { prefix: '', viewport: { width: 390, height: 844 } },
  { prefix: 'desktop-', viewport: { width: 1440, height: 900 } },
];
const [DEMO] = DEMO_USERS; // the seed's first account, whose listings the profile shows

/** What each picture shows, and what must be on screen before it is taken. */
const SHOTS = [
  { name: 'explore', path: '/', ready: (p) => p.getByRole('link', { name: /Sunny Family House/ }).first() },
  { name: 'offers', path: '/offers', ready: (p) => p.getByRole('button', { name: 'Load More' }) },
  { name: 'category', path: '/category/rent', ready: (p) => p.getByRole('button', { name: 'Load More' }) },
  { name: 'listing-detail', path: '/category/rent/seed-19', ready: (p) => p.locator('.leaflet-marker-icon') },
  { name: 'sign-in', path: '/sign-in', ready: (p) => p.getByRole('button', { name: 'Sign In' }) },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: (p) => p.getByRole('heading', { name: 'Your Listings' }),
  },
  {
    name: 'book-viewing',
    path: '/book-viewing?listing=seed-20',
    signedIn: true,
    ready: (p) => p.getByRole('button', { name: 'Request viewing' }),
  },
  {
    name: 'viewing-times',
    path: '/viewing-times?listing=seed-19',
    signedIn: true,
    ready: (p) => p.getByRole('button', { name: 'Save viewing times' }),
  },
  {
    name: 'listing-insights',
    path: '/listing-insights?listing=seed-19',
    signedIn: true,
    ready: (p) => p.getByTestId('insights-chart').locator('canvas'),
  },
  {
    name: 'create-listing',
    path: '/create-listing',
    signedIn: true,
    ready: (p) => p.getByRole('button', { name: 'Create Listing' }),
  },
  {
    name: 'search',
    path: '/search?type=rent&sort=price-asc',
    ready: (p) => p.getByRole('button', { name: 'Load More' }),
  },
  {
    // A range in pounds finding homes in every currency, each with its price in pounds (issue 53).
    name: 'search-prices-in-pounds',
    path: '/search?type=rent&maxPrice=2500&currency=GBP&sort=price-asc',
    ready: (p) => p.getByText(/^Prices in other currencies are converted to GBP/),
  },
  {
    // A town as people name it, and the homes within 10 km of it (issue 51).
    name: 'search-near-a-town',
    path: '/search?q=Edinburgh%2C+UK&in=t-2650225&km=10&sort=nearest',
    ready: (p) => p.getByText(/homes within 10 km of Edinburgh, Scotland, United Kingdom/),
  },
];

if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
  console.error('No built site: run `npx -y pnpm@10.34.9 build` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
const site = await startSite({ dataDir, persist: false, quiet: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const base = appUrl('shell');
try {
  for (const shot of SHOTS.flatMap((one) => VIEWPORTS.map((size) => ({ ...one, ...size })))) {
    const context = await browser.newContext({ viewport: shot.viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (shot.signedIn) {
      await page.goto(`${base}/sign-in`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${base}/`);
    }
    await page.goto(`${base}${shot.path}`);
    await shot.ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    // Every loaded photo decoded, so no picture shows a half-drawn image (lazy ones off screen
    // have not loaded, and decode() would wait for them for ever).
    await page.evaluate(() =>
      Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => {}))),
    );
    await page.screenshot({ path: path.join(OUT, `${shot.prefix}${shot.name}.png`) });
    console.log(`docs/screenshots/${shot.prefix}${shot.name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
