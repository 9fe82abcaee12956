// The Firestore rules and indexes Firebase deploys, composed from the slices (issue 48): the
// platform's part (firebase/platform/firestore.rules: the service, the shared helper functions,
// the badges and the outbox, and the final refusal of everything else) and each slice's fragment
// (<remote>/firebase/firestore.rules and firestore.indexes.json: the `match` blocks of the
// collections it owns, and their indexes), as the deploy step composes routes. A slice declares
// what it owns by the `match` blocks it writes: two parts claiming one path, or defining one
// function, are refused; so is an index of a collection its slice does not own.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_NAMES } from './apps.mjs';

export class RulesCompositionError extends Error {}

const SLICES_MARKER = /^ {4}\/\/ @slices\b.*$/m;
const MATCH = /^ {4}match (\/\S+) \{$/gm;
const FUNCTION = /^ {4}function (\w+)\(/gm;

/** A rules path as claimed: its wildcards' names do not matter (`/users/{}/saved/{}`). */
const claimOf = (matchPath) => matchPath.replace(/\{[^}]*\}/g, '{}');

/** The collection ids a part's claimed paths end in (`/users/{}/saved/{}` → saved). */
const collectionsOf = (claims) =>
  claims.map((claim) => claim.split('/').filter(Boolean).at(-2)).filter((id) => id && !id.startsWith('{'));

/**
 * The composed rules file and indexes. `platform`: { rules }; `slices`: { name, rules?, indexes? }[]
 * (indexes: the parsed firestore.indexes.json of the slice).
 */
export function composeRules(platform, slices) {
  if (!SLICES_MARKER.test(platform.rules)) throw new RulesCompositionError('the platform rules have no @slices marker');
  const claimed = new Map();
  const defined = new Map();
  const claim = (owner, text) => {
    const claims = [...text.matchAll(MATCH)].map((m) => claimOf(m[1]));
    for (const path of claims) {
      if (claimed.has(path))
        throw new RulesCompositionError(`${owner} and ${claimed.get(path)} both claim the rules of ${path}`);
      claimed.set(path, owner);
    }
    for (const [, name] of text.matchAll(FUNCTION)) {
      if (defined.has(name))
        throw new RulesCompositionError(`${owner} and ${defined.get(name)} both define the rules function ${name}()`);
      defined.set(name, owner);
    }
    return claims;
  };
  claim('the platform', platform.rules);
  const indexes = { indexes: [], fieldOverrides: [] };
  const parts = [];
  for (const slice of slices) {
    if (!slice.rules && !slice.indexes) continue;
    const owns = collectionsOf(claim(slice.name, slice.rules ?? ''));
    for (const kind of ['indexes', 'fieldOverrides']) {
      for (const entry of slice.indexes?.[kind] ?? []) {
        if (!owns.includes(entry.collectionGroup))
          throw new RulesCompositionError(
            `${slice.name} declares an index of ${entry.collectionGroup}, a collection whose rules it does not own`,
          );
        indexes[kind].push(entry);
      }
    }
    // The fragment's own file comment (before its first indented line) stays in its file.
    const body = slice.rules?.slice(Math.max(0, slice.rules.search(/^ {4}\S/m))).trimEnd();
    if (body) parts.push(`    // ── ${slice.name}: ${slice.source} ──\n\n${body}`);
  }
  const rules =
    '// Composed by `pnpm rules:compose` (scripts/lib/compose-rules.mjs) from firebase/platform/firestore.rules\n' +
    "// and each slice's firebase/firestore.rules: edit those, not this file.\n" +
    platform.rules.replace(SLICES_MARKER, () => parts.join('\n\n'));
  return { rules, indexes };
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const readIfThere = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const platformRules = () => ({ rules: readFileSync(path.join(repoRoot, 'firebase/platform/firestore.rules'), 'utf8') });

/**
 * The rules and indexes of a deployment (issue 48): the platform's part and the fragments each
 * deployed remote's build published (`fragments`: remote name → { rules, indexes }), as the deploy
 * step composes the deployment's routes.
 */
export function composeDeployedRules(deployment, fragments) {
  const slices = Object.keys(deployment.remotes).map((name) => ({
    name: APPS[name]?.folder ?? name,
    source: `${APPS[name]?.folder ?? name}/firebase/firestore.rules (as deployed)`,
    ...fragments[name],
  }));
  return composeRules(platformRules(), slices);
}

/** The platform's part and every registered slice's fragments, as the repository has them. */
export function repositoryRules() {
  const platform = platformRules();
  const slices = REMOTE_NAMES.map((name) => {
    const dir = path.join(repoRoot, APPS[name].folder, 'firebase');
    const indexes = readIfThere(path.join(dir, 'firestore.indexes.json'));
    return {
      name: APPS[name].folder,
      source: `${APPS[name].folder}/firebase/firestore.rules`,
      rules: readIfThere(path.join(dir, 'firestore.rules')),
      indexes: indexes === undefined ? undefined : JSON.parse(indexes),
    };
  });
  return composeRules(platform, slices);
}

export const COMPOSED_RULES = path.join(repoRoot, 'firebase/firestore.rules');
export const COMPOSED_INDEXES = path.join(repoRoot, 'firebase/firestore.indexes.json');

/**
 * Writes the repository's composed rules and indexes where firebase.json and the local Firestore
 * emulator read them (issue 87: build outputs, not committed; `pnpm start`, the test command's
 * backend and `pnpm rules:compose` write them, the deploy step its own from the deployed slices).
 */
export function writeRepositoryRules() {
  const { rules, indexes } = repositoryRules();
  writeFileSync(COMPOSED_RULES, rules);
  writeFileSync(COMPOSED_INDEXES, `${JSON.stringify(indexes, null, 2)}\n`);
  return { rules, indexes };
}
