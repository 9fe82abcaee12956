// The shell's first-load script (shell/src/first-load/first-load.ts) as index.html carries it:
// compiled from TypeScript to one classic script, and its CSP hash. One function for both, so the
// page and the policy cannot disagree: shell/vite.config.ts writes the text into the page,
// scripts/lib/security-headers.mjs allows its hash, and a test checks the built page against the policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/first-load/first-load.ts');
// The one route matcher (issue 48), which imports nothing: inlined in place of its import.
const ROUTE_MATCH = fileURLToPath(import.meta.resolve('site-contract/route-match'));
const ROUTE_MATCH_IMPORT = /^import \{ findRoute \} from 'site-contract\/route-match';$/m;

let compiled;

/** The compiled script: types and comments gone, in a scope of its own. */
export function firstLoadScript() {
  if (compiled) return compiled;
  const { outputText } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  if (!ROUTE_MATCH_IMPORT.test(outputText))
    throw new Error('first-load.ts must import findRoute from site-contract/route-match');
  const matcher = ts
    .transpileModule(readFileSync(ROUTE_MATCH, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
    })
    .outputText.replace(/^export (function|const)/gm, '$1');
  if (/^\s*(import|export)\b/m.test(matcher))
    throw new Error('site-contract/route-match must import and export nothing else');
  const body = outputText
    .replace(ROUTE_MATCH_IMPORT, () => matcher)
    .replace(/^export \{\};?\s*$/m, '')
    .trim();
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('first-load.ts must import types only and export nothing');
  // Its own scope: the script's names do not become globals of the page.
  compiled = `(() => {\n${body}\n})();`;
  return compiled;
}

/** The CSP source expression that allows exactly that script. */
export function firstLoadScriptHash() {
  return `'sha256-${createHash('sha256').update(firstLoadScript()).digest('base64')}'`;
}
