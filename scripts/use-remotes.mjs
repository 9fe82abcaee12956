// Writes the deployment of a whole environment into the built shell: where each remote lives
// (derived from the app registry: lib/apps.mjs remoteManifests) and what each declares (its
// routes.json), into the
// shell's remotes.json and the block in its index.html (see lib/deployment.mjs). The shell is not
// rebuilt. `pnpm build` runs it for `local`.
//   node scripts/use-remotes.mjs <local|production> [--fetch-routes] [--shell <dist>]
// Routes come from each remote's build in this checkout (<folder>/dist/routes.json); with
// --fetch-routes, from the routes.json beside each deployed manifest (each remote deployed apart).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, ENVIRONMENTS, REMOTE_NAMES, remoteManifests } from './lib/apps.mjs';
import { composeDeployment, DeploymentError, remoteRelease, writeDeployment } from './lib/deployment.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const shellAt = args.indexOf('--shell');
const shellDist = path.resolve(
  shellAt === -1 ? path.join(repoRoot, 'shell', 'dist') : (args.splice(shellAt, 2)[1] ?? ''),
);
const fetchRoutes = args.includes('--fetch-routes');
const environment = args.find((arg) => !arg.startsWith('--'));
if (!ENVIRONMENTS.includes(environment)) {
  console.error('Usage: node scripts/use-remotes.mjs <local|production> [--fetch-routes] [--shell <dist>]');
  process.exit(1);
}
// The site's origin is configuration (issue 47): robots.txt names the sitemap at it, and a
// production deployment without it would name this machine.
if (environment === 'production' && !/^https:\/\/[^/]+\/?$/.test(process.env.SITE_URL ?? '')) {
  console.error(
    'SITE_URL must be the site’s https origin (e.g. SITE_URL=https://homes.example) for a production deployment.',
  );
  process.exit(1);
}
const map = remoteManifests(environment);
try {
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    const manifest = map[name];
    const dist = fetchRoutes ? undefined : path.join(repoRoot, APPS[name].folder, 'dist');
    remotes[name] = { manifest, label: APPS[name].label, ...(await remoteRelease(name, { dist, manifest })) };
  }
  const deployment = composeDeployment(remotes);
  writeDeployment(shellDist, deployment);
  console.log(
    `${path.relative(repoRoot, shellDist)}: remotes.json and index.html ← the ${environment} remotes, ${deployment.routes.length} routes`,
  );
} catch (error) {
  console.error(error instanceof DeploymentError ? `Deployment refused: ${error.message}` : error);
  process.exit(1);
}
