// Server code stays out of browser-only modules (issue 87): a trigger or an HTTP function of any
// functions codebase reaches, through every module it imports (type imports aside), no browser
// package (React, the router, the client SDKs, the design system, shared-firebase's browser entry)
// and no `import.meta.env` (Vite's, which Node does not have: a trigger that imported a page's
// `api/` module once failed on it). The one exception is declared: the browsing slice's first
// screens render its pages on purpose, compiled by Vite's SSR build (decision record 063).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { FUNCTIONS_CODEBASES } from '../scripts/lib/apps.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Browser-only packages (a package name, or its name and a subpath). */
const BROWSER_ONLY =
  /^(react|react-dom|react-router|react-toastify|@tanstack\/react-query|design-system|shared-firebase|firebase)(\/|$)/;

/** The modules that render pages on the server, built by Vite's SSR build for that. */
const RENDERS_PAGES = new Set(['mf-browse/functions/src/pages/first-screens.ts']);

/** The value imports and re-exports of a module (their specifiers; `import type` left out). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

const resolveRelative = (from: string, specifier: string) =>
  [specifier, `${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`]
    .map((candidate) => path.resolve(path.dirname(from), candidate))
    .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));

/** What `entry` reaches that a server must not: browser packages and `import.meta.env`, with where. */
function browserReach(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const where = path.relative(root, file);
    if (/import\.meta\.env/.test(readFileSync(file, 'utf8'))) found.push(`${where} uses import.meta.env`);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next) walk(next);
      } else if (BROWSER_ONLY.test(specifier)) found.push(`${where} imports ${specifier}`);
    }
  };
  walk(entry);
  return found;
}

describe('server code stays out of browser-only modules (issue 87)', () => {
  const entries = FUNCTIONS_CODEBASES.flatMap(({ dir }) => {
    const index = path.join(root, dir, 'src/index.ts');
    return valueImports(index)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.relative(root, resolveRelative(index, specifier)!));
  });

  test('every codebase’s functions are found', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(entries).toContain('mf-viewings/functions/src/viewings/viewing-changes.ts');
  });

  test.each(entries.filter((entry) => !RENDERS_PAGES.has(entry)))('%s reaches no browser-only module', (entry) => {
    expect(browserReach(path.join(root, entry))).toEqual([]);
  });

  test('the page renderer is the declared exception, and still renders pages', () => {
    for (const entry of RENDERS_PAGES) {
      expect(entries).toContain(entry);
      expect(browserReach(path.join(root, entry)).some((line) => line.includes('imports react'))).toBe(true);
    }
  });
});
