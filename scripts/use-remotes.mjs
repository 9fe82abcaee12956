// Chooses the remotes of a deployment: copies shell/remotes/<environment>.json to the shell's
// built remotes.json. Only this file changes when a remote moves; the shell is not rebuilt.
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const environment = process.argv[2];
const source = path.join(repoRoot, 'shell', 'remotes', `${environment}.json`);
if (!environment || !existsSync(source)) {
  console.error('Usage: node scripts/use-remotes.mjs <local|production>');
  process.exit(1);
}
const target = path.join(repoRoot, 'shell', 'dist', 'remotes.json');
copyFileSync(source, target);
console.log(`shell/dist/remotes.json ← shell/remotes/${environment}.json`);
