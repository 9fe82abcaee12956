// Vite plugin for the remotes: publishes the routes the remote declares (src/app/contract.ts) as
// routes.json beside mf-manifest.json, in the build and on the dev server. The deploy step reads
// it into the site's deployment (scripts/lib/deployment.mjs), so a route ships with its remote.
// A malformed declaration fails the remote's build, not the deploy.
import type { RemoteRoutesFile, RouteDeclaration } from 'site-contract';
import { checkedRoutesFile } from '../scripts/lib/deployment.mjs';

const FILE = 'routes.json';

interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}
interface DevServer {
  middlewares: {
    use(
      path: string,
      handler: (req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => void,
    ): void;
  };
}

export function publishRoutes(remote: string, routes: readonly RouteDeclaration[]) {
  const file: RemoteRoutesFile = { remote, routes: checkedRoutesFile({ remote, routes }, remote) };
  const source = `${JSON.stringify(file, null, 2)}\n`;
  return {
    name: 'marketplace-publish-routes',
    generateBundle(this: EmitContext) {
      this.emitFile({ type: 'asset', fileName: FILE, source });
    },
    configureServer(server: DevServer) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(source);
      });
    },
  };
}
