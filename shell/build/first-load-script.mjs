// The shell's first-load script (shell/src/first-load/first-load.ts) as index.html carries it:
// compiled from TypeScript to one classic script, and its CSP hash. One function for both, so the
// page and the policy cannot disagree: shell/vite.config.ts writes the text into the page,
// scripts/lib/security-headers.mjs allows its hash, and a test checks the built page against the policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { minifySync } from 'vite';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/first-load/first-load.ts');
// The modules it may import, which import nothing: inlined in place of their imports. The one
// route matcher (issue 48), and how a first screen's control is found again (issue 50).
const INLINED = ['route-match', 'element-path'].map((name) => ({
  file: fileURLToPath(import.meta.resolve(`site-contract/${name}`)),
  statement: new RegExp(`^import \\{ [\\w, ]+ \\} from 'site-contract/${name}';$`, 'm'),
  name,
}));

let compiled;

/**
 * The compiled script: types and comments gone, in a scope of its own, minified (Vite's own
 * minifier). It is in every page's HTML, whose first 14 KB arrive in the connection's first round
 * trip: every byte past them costs the first paint a round trip (issue 50).
 */
export function firstLoadScript() {
  if (compiled) return compiled;
  const { outputText } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  let body = outputText;
  for (const { file, statement, name } of INLINED) {
    if (!statement.test(body)) throw new Error(`first-load.ts must import from site-contract/${name}`);
    const inlined = ts
      .transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
      })
      .outputText.replace(/^export (function|const)/gm, '$1');
    if (/^\s*(import|export)\b/m.test(inlined))
      throw new Error(`site-contract/${name} must import and export nothing else`);
    body = body.replace(statement, () => inlined);
  }
  body = body.replace(/^export \{\};?\s*$/m, '').trim();
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('first-load.ts must import types only and export nothing');
  // Its own scope: the script's names do not become globals of the page.
  const minified = minifySync('first-load.js', `(() => {\n${body}\n})();`, { compress: { target: 'es2020' } });
  if (minified.errors.length > 0) throw new Error(`first-load.ts: ${minified.errors.map((e) => e.message).join('; ')}`);
  compiled = minified.code.trim();
  return compiled;
}

/** The CSP source expression that allows exactly that script. */
export function firstLoadScriptHash() {
  return `'sha256-${createHash('sha256').update(firstLoadScript()).digest('base64')}'`;
}
