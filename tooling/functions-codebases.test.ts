// The server code's boundaries (issue 48): the site's own functions never import a remote's code
// (they ask each slice's function over HTTP), and a slice's functions import no other slice's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FUNCTIONS_CODEBASES } from '../scripts/lib/apps.mjs';

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** The folders of the repository `file` imports from (its relative imports, resolved). */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => path.relative(root, path.resolve(path.dirname(file), match[1]!)).split(path.sep)[0]!,
  );
}

describe('functions codebases', () => {
  test.each(FUNCTIONS_CODEBASES.map((c) => [c.codebase, c.dir] as const))(
    '%s imports no other slice’s code',
    (codebase, dir) => {
      const own = codebase === 'site' ? undefined : codebase;
      for (const file of sources(path.join(root, dir, 'src'))) {
        const slices = importedFolders(file).filter((folder) => folder.startsWith('mf-') && folder !== own);
        expect(slices, path.relative(root, file)).toEqual([]);
      }
    },
  );

  // A parameter with no value makes the Functions emulator ask for it on standard input, where
  // `pnpm start` and CI have none: the local backend would wait for ever (seen with mf-messages'
  // first e-mail, issue 88).
  test.each(FUNCTIONS_CODEBASES.map((c) => [c.codebase, c.dir] as const))(
    '%s has a local value for each parameter its code defines',
    (codebase, dir) => {
      const code = sources(path.join(root, dir, 'src'))
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(file, 'utf8'));
      const params = new Set(
        code.flatMap((text) => [...text.matchAll(/define(?:String|Int|Boolean)\('(\w+)'/g)].map((m) => m[1]!)),
      );
      if (code.some((text) => /server\/site-url\.ts'/.test(text))) params.add('SITE_URL');
      const envFile = path.join(root, dir, '.env.local');
      const env = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
      const missing = [...params].filter((name) => !new RegExp(`^${name}=.+$`, 'm').test(env));
      expect(missing, `${codebase}: ${path.relative(root, envFile)}`).toEqual([]);
    },
  );

  test('the site’s own functions hold no Admin SDK (they read only public files)', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'functions/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // Beasties cuts a first screen's stylesheet to its markup (decision record 040): no Firebase in it.
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['beasties', 'firebase-functions']);
    for (const file of sources(path.join(root, 'functions/src')))
      expect(readFileSync(file, 'utf8'), path.relative(root, file)).not.toMatch(/firebase-admin|admin-app/);
  });
});
