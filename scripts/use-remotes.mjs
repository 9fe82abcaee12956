// Chooses the remotes of a deployment: writes shell/remotes/<environment>.json into the built shell
// (its remotes.json and the remote map in its index.html, see lib/remote-map.mjs). Only these
// change when a remote moves; the shell is not rebuilt.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRemoteMap } from './lib/remote-map.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const environment = process.argv[2];
const source = path.join(repoRoot, 'shell', 'remotes', `${environment}.json`);
if (!environment || !existsSync(source)) {
  console.error('Usage: node scripts/use-remotes.mjs <local|production>');
  process.exit(1);
}
writeRemoteMap(path.join(repoRoot, 'shell', 'dist'), JSON.parse(readFileSync(source, 'utf8')));
console.log(`shell/dist/remotes.json and index.html ← shell/remotes/${environment}.json`);
