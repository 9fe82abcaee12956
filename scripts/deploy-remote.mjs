// Deploys one remote into the site's deployment, with no shell release: points the shell's
// remote map at where that remote's build now lives and takes what that build declares (routes,
// navigation entries, entry points) and its data rules (issue 48: its Firestore rules fragment and
// indexes, composed with the platform's and the other deployed slices' into what Firebase deploys).
// Rolling back is the same command with the previous version's manifest URL.
//   node scripts/deploy-remote.mjs <remote> <manifest-url> [--dist <remote build>] [--shell <shell dist>]
//                                  [--data-out <dir>]
// Routes and rules come from --dist when given, else from beside the manifest; the other remotes'
// rules from beside their deployed manifests. The composed firestore.rules and
// firestore.indexes.json go to --data-out (firebase/ by default: `firebase deploy --only firestore`).
// Refused, with the deployment and the rules unchanged, when the remote claims a path another
// remote serves, or a collection another slice owns.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTE_NAMES } from './lib/apps.mjs';
import { composeDeployedRules, RulesCompositionError } from './lib/compose-rules.mjs';
import {
  DeploymentError,
  nextDeployment,
  remoteDataFragments,
  remoteRelease,
  writeDeployment,
} from './lib/deployment.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const dist = option('--dist');
const shellDist = path.resolve(option('--shell') ?? path.join(repoRoot, 'shell', 'dist'));
const dataOut = path.resolve(option('--data-out') ?? path.join(repoRoot, 'firebase'));
const [remote, manifest] = args;
if (!remote || !REMOTE_NAMES.includes(remote) || !manifest) {
  console.error(
    `Usage: node scripts/deploy-remote.mjs <${REMOTE_NAMES.join('|')}> <manifest-url> [--dist <dir>] [--shell <dir>] [--data-out <dir>]`,
  );
  process.exit(1);
}
try {
  const from = { dist: dist && path.resolve(dist), manifest };
  const release = await remoteRelease(remote, from);
  const deployment = nextDeployment(shellDist, remote, { manifest, label: APPS[remote].label, ...release });
  const fragments = {};
  for (const [name, deployed] of Object.entries(deployment.remotes))
    fragments[name] = await remoteDataFragments(name, name === remote ? from : { manifest: deployed.manifest });
  const { rules, indexes } = composeDeployedRules(deployment, fragments);
  writeDeployment(shellDist, deployment);
  writeFileSync(path.join(dataOut, 'firestore.rules'), rules);
  writeFileSync(path.join(dataOut, 'firestore.indexes.json'), `${JSON.stringify(indexes, null, 2)}\n`);
  console.log(
    `${remote} → ${manifest} (${release.routes.length} routes, ${release.nav.length} nav entries; ` +
      `${deployment.routes.length} routes in the deployment; rules and indexes in ${path.relative(repoRoot, dataOut) || '.'})`,
  );
} catch (error) {
  const known = error instanceof DeploymentError || error instanceof RulesCompositionError;
  console.error(known ? `Deployment refused: ${error.message}` : error);
  process.exit(1);
}
