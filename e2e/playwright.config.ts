import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL, CHROMIUM_ARGS } from '../scripts/lib/ensure-chromium.mjs';
import { EXCLUSIVE_SPECS, e2eWorkers } from './support/test-groups.ts';

// E2E over the built apps on their own origins plus the local backend, started by globalSetup.
// Debian's Chromium headless shell: Playwright cannot download its own browser on our machines.
//
// Two groups (issue 84): the journeys, files spread over the workers (each test makes its own users
// and homes), then, alone on the site, the files that stop a remote or the Storage emulator, rebuild a
// slice, or judge timings and pictures (support/test-groups.ts says which and why).
const workers = e2eWorkers();
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  // The screenshots' baselines are the site's, not a project's: the same file whichever group runs them.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers,
  // No retries: a flaky test fails the run and is mended, never hidden (E2E_RETRIES for a local hunt).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.artifacts/report.json' }], ['./support/timings-reporter.ts']],
  use: {
    baseURL: 'http://localhost:4173',
    viewport: { width: 390, height: 844 },
    // No trace unless asked (E2E_TRACE=retain-on-failure, or any of Playwright's modes, for a hunt):
    // recording one for every test, to keep only a failed test's, cost a sixth of the suite's time
    // here (four files: 81 s of tests with, 75 s without its screencast, 68 s without it). A failed
    // test still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: EXCLUSIVE_SPECS.map((file) => `**/${file}`), workers },
    {
      name: 'alone',
      testMatch: EXCLUSIVE_SPECS.map((file) => `**/${file}`),
      workers: 1,
      // After every journey: nothing else runs on the site while these stop parts of it.
      dependencies: ['journeys'],
    },
  ],
});
