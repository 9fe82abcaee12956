import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The site helpers are plain Node modules shared with `pnpm start`.
import { serveApp, startSite } from '../../scripts/lib/site.mjs';
import { REMOTE_NAMES, type RemoteName } from '../../tooling/apps.ts';

type Closable = { close: () => Promise<void> };

/** Starts the whole site on a fresh backend, plus a control server the tests use for fault injection. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
  const site = await startSite({ dataDir, persist: false, quiet: true });
  const servers = site.servers as Record<string, Closable | undefined>;

  const control = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://control');
      const match = /^\/remotes\/(\w+)\/(stop|start)$/.exec(url.pathname);
      try {
        if (match && REMOTE_NAMES.includes(match[1] as RemoteName)) {
          const [, name = '', action] = match;
          await servers[name]?.close();
          servers[name] = undefined;
          if (action === 'start')
            servers[name] = await serveApp(name, { distDir: url.searchParams.get('dist') ?? undefined });
        } else if (url.pathname === '/storage/stop') {
          await site.backend.stopStorage();
        } else if (url.pathname === '/storage/start') {
          await site.backend.startStorage();
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => control.listen(4199, '127.0.0.1', resolve));

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    for (const name of Object.keys(servers)) await servers[name]?.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
