// Runs the E2E suite: makes sure Debian's Chromium headless shell is there, then Playwright over the built site.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHeadlessShell } from '../scripts/lib/ensure-chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
ensureHeadlessShell();
const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const result = spawnSync(
  process.execPath,
  [cli, 'test', '-c', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: path.resolve(here, '..'),
  },
);
process.exit(result.status ?? 1);
