// Playwright cannot download its browser here: use Debian's Chromium, installing it when missing.
// Two builds of it: the browser (`chromium`) for the benchmarks and screenshots, which measure and show
// what a visitor's browser does, and its headless shell (`chromium-headless-shell`, the build Playwright
// itself runs tests in) for the E2E suite and the dev smoke: the same engine without the browser's
// window and compositor, a quarter less CPU per test on our 2-core machines (issue 84).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags for every Chromium the project starts (E2E, dev smoke, benchmark, screenshots): no sandbox
 * (CI runs as root in a container), no GPU, and none of the browser's own traffic (updates, sync,
 * QUIC probes), which has nowhere to go offline and would only add noise to what is measured.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser the benchmarks and screenshots run: Debian's `chromium`, installed when missing. */
export function ensureChromium() {
  return ensureDebianPackage('chromium', CHROMIUM);
}

/** The browser the test command runs: Debian's `chromium-headless-shell`, installed when missing. */
export function ensureHeadlessShell() {
  return ensureDebianPackage('chromium-headless-shell', HEADLESS_SHELL);
}

function ensureDebianPackage(name, executable) {
  if (existsSync(executable)) return executable;
  console.log(`Installing Debian ${name} for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const cmd = [...sudo, ...args];
    const result = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', name]);
  if (!existsSync(executable)) throw new Error(`${name} was installed but ${executable} is missing`);
  return executable;
}
