// Smoke test of the developer workflows (issue: developer experience), run after the E2E suite:
//  1. every app in Vite dev mode, composed in the host: a remote page renders inside the shell;
//  2. one remote standalone in dev mode with its own router: its page renders;
//  3. `pnpm dev:<folder>` (scripts/dev.mjs <folder>) for every remote of the registry: the remote's
//     home page renders standalone, on the local backend already running (all but one) or on its own.
// Prints one line per check and 'N passed, N failed' at the end; exits non-zero on a failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBackend } from '../backend/start-backend.mjs';
import { HEADLESS_SHELL, CHROMIUM_ARGS } from '../scripts/lib/ensure-chromium.mjs';
import { APPS, repoRoot } from '../scripts/lib/site.mjs';

const vite = path.join(repoRoot, 'shell', 'node_modules', 'vite', 'bin', 'vite.js');
const results = [];

function startDevServer(app) {
  const child = spawn(process.execPath, [vite, '--strictPort'], {
    cwd: path.join(repoRoot, app.folder),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  return child;
}

async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

async function waitForOutput(output, text, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}'`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopAll(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function check(name, run) {
  try {
    await run();
    results.push(true);
    console.log(`ok   ${name}`);
  } catch (error) {
    results.push(false);
    console.log(
      `FAIL ${name}\n     ${String(error.message ?? error)
        .split('\n')
        .join('\n     ')}`,
    );
  }
}

/** `pnpm dev:<folder>` renders the remote's home page, on the backend running (`attached`) or its own. */
function checkDevRemote(app, { attached }) {
  const how = attached ? 'on the local backend already running' : 'starting its own local backend';
  return check(`pnpm dev:${app.folder}: the remote runs standalone, ${how}`, async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/dev.mjs'), app.folder], {
      cwd: repoRoot,
      env: { ...process.env, BACKEND_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      // Its own backend starts first (the Firestore emulator, then the Functions emulator loading
      // every slice's codebase: about a minute on CI's machine); the remote's dev server once it is up.
      await waitForOutput(() => output, `standalone: http://localhost:${app.port}`, 300_000);
      if (output.includes('Using the local backend already running') !== attached)
        throw new Error(attached ? 'it did not use the backend running' : 'it used a backend already running');
      await waitForUrl(`http://localhost:${app.port}/`);
      const page = await browser.newPage();
      await page.goto(`http://localhost:${app.port}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      await page.close();
    } catch (error) {
      throw new Error(`${app.folder}: ${error.message}\n${output.slice(-2000)}`, { cause: error });
    } finally {
      await stopAll([child]);
    }
  });
}

// One backend folder for every check: the first start seeds it and saves it when it stops, and each
// `pnpm dev:<folder>` after starts from what was saved, as a developer's second start does (a fresh
// seed each, towns and photo sizes, cost about two minutes a remote on CI's machine).
const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-dev-'));
const backend = await startBackend({ dataDir, persist: true, quiet: true });
const browser = await chromium.launch({
  executablePath: HEADLESS_SHELL,
  args: CHROMIUM_ARGS,
});
try {
  await check(
    "pnpm dev: a remote page renders inside the host in dev mode, and its toast in the host's list",
    async () => {
      const children = Object.values(APPS).map(startDevServer);
      try {
        for (const app of Object.values(APPS)) await waitForUrl(`http://localhost:${app.port}/`);
        const page = await browser.newPage();
        await page.goto(`http://localhost:${APPS.shell.port}/`);
        await page.getByRole('heading', { name: 'Recommended' }).waitFor({ timeout: 60_000 });
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Proflie' }).click();
        await page.getByRole('heading', { name: 'welcome back!' }).waitFor({ timeout: 60_000 });
        // A remote's toast shows in the shell's list: both resolve the one shared toast store in dev
        // mode too (decision record 055).
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password', { exact: true }).fill('wrong-password');
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.locator('.Toastify').getByText('Bad user credentials', { exact: true }).waitFor({ timeout: 30_000 });
        await page.close();
      } catch (error) {
        throw new Error(
          `${error.message}\n${children
            .map((c) => c.output())
            .join('\n')
            .slice(-2000)}`,
          { cause: error },
        );
      } finally {
        await stopAll(children);
      }
    },
  );

  await check('pnpm --filter mf-browse dev: the remote runs standalone with its own router', async () => {
    const child = startDevServer(APPS.mf_browse);
    try {
      await waitForUrl(`http://localhost:${APPS.mf_browse.port}/`);
      const page = await browser.newPage();
      await page.goto(`http://localhost:${APPS.mf_browse.port}/offers`);
      await page.getByRole('heading', { name: 'Offers' }).waitFor({ timeout: 60_000 });
      await page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 30_000 });
      await page.close();
    } finally {
      await stopAll([child]);
    }
  });
  // Every remote's `pnpm dev:<folder>` but the first uses the backend already running (a developer's
  // second remote beside the first); the first then starts its own, from the data saved when that one
  // stops, as a developer's next start does.
  const [first, ...others] = Object.values(APPS).filter((app) => app !== APPS.shell);
  for (const app of others) await checkDevRemote(app, { attached: true });
  await backend.stop();
  await checkDevRemote(first, { attached: false });
} finally {
  await browser.close();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const passed = results.filter(Boolean).length;
console.log(`\ndev smoke: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
