// The rules and indexes Firebase deploys are composed from the platform's part and the slices'
// fragments (issue 48): a slice cannot claim another's collection, redefine a function, or index a
// collection it does not own. The composed files are build outputs (issue 87): not committed, so
// shipping a slice's rule edits no shared file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  COMPOSED_INDEXES,
  COMPOSED_RULES,
  composeRules,
  RulesCompositionError,
  repositoryRules,
} from '../scripts/lib/compose-rules.mjs';

const platform = {
  rules: `service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() {
      return request.auth != null;
    }

    // @slices

    match /{document=**} {
      allow read, write: if false;
    }
  }
}
`,
};
const slice = (name: string, rules: string, indexes?: object) => ({
  name,
  source: `${name}/firebase/firestore.rules`,
  rules,
  indexes,
});
const homes = `    match /homes/{homeId} {
      allow read: if true;
    }
`;

describe('the composed rules', () => {
  test('compose from the repository’s fragments, and are build outputs git does not keep', () => {
    const { rules, indexes } = repositoryRules();
    expect(rules).toContain('// ── mf-browse: mf-browse/firebase/firestore.rules ──');
    expect(indexes.indexes.length).toBeGreaterThan(0);
    const root = path.resolve(import.meta.dirname, '..');
    const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
    for (const file of [COMPOSED_RULES, COMPOSED_INDEXES]) expect(ignored).toContain(path.relative(root, file));
  });

  test('put each slice’s match blocks inside the platform’s, before its final refusal', () => {
    const { rules } = composeRules(platform, [slice('mf-homes', `// file comment\n\n${homes}`)]);
    expect(rules).toContain('// ── mf-homes: mf-homes/firebase/firestore.rules ──');
    expect(rules.indexOf('match /homes/{homeId}')).toBeLessThan(rules.indexOf('match /{document=**}'));
    expect(rules).not.toContain('// file comment');
  });

  test('refuse two slices claiming one collection, whatever their wildcards’ names', () => {
    const other = homes.replace('{homeId}', '{id}');
    expect(() => composeRules(platform, [slice('mf-homes', homes), slice('mf-rival', other)])).toThrow(
      new RulesCompositionError('mf-rival and mf-homes both claim the rules of /homes/{}'),
    );
    expect(() => composeRules(platform, [slice('mf-rival', '    match /{document=**} {\n    }\n')])).toThrow(
      RulesCompositionError,
    );
  });

  test('refuse a function defined twice', () => {
    expect(() =>
      composeRules(platform, [slice('mf-homes', '    function signedIn() {\n      return true;\n    }\n')]),
    ).toThrow('mf-homes and the platform both define the rules function signedIn()');
  });

  test('take a slice’s indexes of its own collections only', () => {
    const index = (collectionGroup: string) => ({
      indexes: [{ collectionGroup, queryScope: 'COLLECTION', fields: [{ fieldPath: 'a', order: 'ASCENDING' }] }],
    });
    expect(composeRules(platform, [slice('mf-homes', homes, index('homes'))]).indexes.indexes).toHaveLength(1);
    expect(() => composeRules(platform, [slice('mf-homes', homes, index('listings'))])).toThrow(
      'mf-homes declares an index of listings, a collection whose rules it does not own',
    );
  });
});
