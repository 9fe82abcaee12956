// Playwright cannot download its browser here: use Debian's Chromium, installing it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log('Installing Debian chromium for the browser tests…');
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
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} is missing`);
  return CHROMIUM;
}
