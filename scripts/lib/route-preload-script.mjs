// The shell's inline route-preload script (shell/src/app/route-preload.inline.js),
// as index.html carries it, and its CSP hash. One function for both, so the page and the policy
// cannot disagree: shell/vite.config.ts writes the text, security-headers.mjs allows its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SOURCE = new URL('../../shell/src/app/route-preload.inline.js', import.meta.url);

/** The script without its leading comment block (that stays in the source, not in every page). */
export function routePreloadScript() {
  const lines = readFileSync(SOURCE, 'utf8').split('\n');
  const firstCode = lines.findIndex((line) => !line.startsWith('//'));
  return lines.slice(firstCode).join('\n').trimEnd();
}

/** The CSP source expression that allows exactly that script. */
export function routePreloadScriptHash() {
  return `'sha256-${createHash('sha256').update(routePreloadScript()).digest('base64')}'`;
}
