// The docs say what is true (issue 49): every file or folder of the repository that README.md and
// docs/ name in code quotes exists, unless the text right after it says it was removed or moved
// since (a decision record's history). Package import names (`design-system/button`) and built
// output (dist/, lib/, bench/results/, the composed rules and indexes) are not files of the
// repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const topLevel = new Set(readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules'));
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const FILE_LIKE = /\.[a-z]{2,5}$|\/$/;
const BUILT = /(^|\/)(dist|lib|results|node_modules)\/|^firebase\/firestore\.(rules|indexes\.json)$/;
const HISTORY = /^`?\s*\((removed|moved) since/;

test.each(docs)('%s names only paths that exist', (doc) => {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const missing: string[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const named = match[1]!.replace(/[:#].*$/, '');
    if (!named.includes('/') || !FILE_LIKE.test(named) || BUILT.test(named) || /[<>*{}]/.test(named)) continue;
    if (!topLevel.has(named.split('/')[0]!)) continue;
    if (HISTORY.test(text.slice(match.index + match[0].length))) continue;
    if (!existsSync(path.join(root, named))) missing.push(named);
  }
  expect(missing).toEqual([]);
});
