// Deploys one remote into the site's deployment, with no shell release: points the shell's
// remote map at where that remote's build now lives and takes what that build declares (routes,
// navigation entries, entry points).
// Rolling back is the same command with the previous version's manifest URL.
//   node scripts/deploy-remote.mjs <remote> <manifest-url> [--dist <remote build>] [--shell <shell dist>]
// Routes come from --dist's routes.json when given, else from the routes.json beside the manifest.
// Refused, with the deployment unchanged, when the remote claims a path another remote serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTE_NAMES } from './lib/apps.mjs';
import { deployRemote, DeploymentError, remoteRelease } from './lib/deployment.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const dist = option('--dist');
const shellDist = path.resolve(option('--shell') ?? path.join(repoRoot, 'shell', 'dist'));
const [remote, manifest] = args;
if (!remote || !REMOTE_NAMES.includes(remote) || !manifest) {
  console.error(
    `Usage: node scripts/deploy-remote.mjs <${REMOTE_NAMES.join('|')}> <manifest-url> [--dist <dir>] [--shell <dir>]`,
  );
  process.exit(1);
}
try {
  const release = await remoteRelease(remote, { dist: dist && path.resolve(dist), manifest });
  const deployment = deployRemote(shellDist, remote, { manifest, label: APPS[remote].label, ...release });
  console.log(
    `${remote} → ${manifest} (${release.routes.length} routes, ${release.nav.length} nav entries; ` +
      `${deployment.routes.length} routes in the deployment)`,
  );
} catch (error) {
  console.error(error instanceof DeploymentError ? `Deployment refused: ${error.message}` : error);
  process.exit(1);
}
