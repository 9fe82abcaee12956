// What a slice's change may not touch (issue 48): the files of every other app of the registry,
// the site's functions, shared-firebase and the platform's rules; and how the proofs copy the
// repository (without what is installed or built).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './apps.mjs';

/** What a copy of the repository leaves out: installed and built files, and test output. */
export const COPY_LEFT_OUT =
  /[\\/](node_modules|dist|dist-monolith|functions[\\/]lib|\.git|\.turbo|\.backend-data|\.artifacts|test-results)$/;

/**
 * A hash of every file of the registry's apps (as this checkout's registry lists them, so not a
 * new slice), the site's functions, shared-firebase and the platform's rules, in the repository at
 * `repo` (installed and built files aside).
 */
export function othersHashes(repo) {
  /** @type {Record<string, string>} */
  const hashes = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (COPY_LEFT_OUT.test(file) || /[\\/]\.__mf__temp$/.test(file)) continue;
      if (entry.isDirectory()) walk(file);
      else hashes[path.relative(repo, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  const folders = [
    ...Object.values(APPS).map((app) => app.folder),
    'functions',
    'shared-firebase',
    'firebase/platform',
  ];
  for (const folder of folders) walk(path.join(repo, folder));
  return hashes;
}
