// The domain package is versioned in fact, not in name only (issue 48): every app names the range
// of listing-domain it was written for, and that range holds the version in the workspace, so a
// breaking change (a new major version) is a change each team makes to its own package.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/** Whether `version` (x.y.z) is in the caret range `^a.b.c`. */
function inCaretRange(version: string, range: string): boolean {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  const [rMajor, rMinor, rPatch] = range.slice(1).split('.').map(Number) as [number, number, number];
  if (major !== rMajor) return false;
  return minor > rMinor || (minor === rMinor && patch >= rPatch);
}

test('every package that uses listing-domain names a caret range that holds its version', () => {
  const { version } = manifest('listing-domain');
  const users = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) => {
      try {
        const pkg = manifest(entry.name);
        const range = pkg.dependencies?.['listing-domain'] ?? pkg.devDependencies?.['listing-domain'];
        return range ? [[entry.name, range] as const] : [];
      } catch {
        return [];
      }
    });
  expect(users.length).toBeGreaterThanOrEqual(6);
  for (const [name, range] of users) {
    expect(range, name).toMatch(/^workspace:\^\d+\.\d+\.\d+$/);
    expect(inCaretRange(version, range.slice('workspace:'.length)), `${name}: ${range} against ${version}`).toBe(true);
  }
});
