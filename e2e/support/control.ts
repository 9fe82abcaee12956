// The test process talks to the site that globalSetup started through a small control server.
import type { RemoteName } from '../../tooling/apps.ts';

export type { RemoteName };
export const CONTROL_URL = 'http://127.0.0.1:4199';

async function post(path: string): Promise<void> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
}

/** Stops serving a remote (its origin refuses connections). */
export const stopRemote = (name: RemoteName) => post(`/remotes/${name}/stop`);
/** Serves a remote again from its dist folder (or `distDir`). */
export const startRemote = (name: RemoteName, distDir?: string) =>
  post(`/remotes/${name}/start${distDir ? `?dist=${encodeURIComponent(distDir)}` : ''}`);
/** Stops or restarts the Storage emulator. */
export const stopStorage = () => post('/storage/stop');
export const startStorage = () => post('/storage/start');
