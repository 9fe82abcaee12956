// A feature with data that an existing slice adds (issue 87): mf-viewings gains a collection of its
// own, its rule, its index, a trigger that derives a field, and a page that shows it, the way the
// remote template's example feature has them. The proofs (scripts/slice-proof.mjs on a copy's own
// backend, e2e/tests/independent-delivery.spec.ts through a deployed shell) write it into a copy of
// the repository as a commit of its own, whose diff must name files of mf-viewings/ only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SLICE_FEATURE = {
  folder: 'mf-viewings',
  name: 'mf_viewings',
  route: '/viewing-notes',
  page: 'ViewingNotesPage',
  label: 'Viewing notes',
  // Function names start with the slice's: its trigger is viewingsNoteWords.
  camel: 'viewings',
  collection: 'viewingsNotes',
};

/** The template's files of its example feature, and where the slice keeps them. */
const FEATURE_FILES = {
  'functions/src/notes/note-words.ts': 'functions/src/notes/note-words.ts',
  'functions/src/notes/note-words.test.ts': 'functions/src/notes/note-words.test.ts',
  'functions/src/notes/note-words-trigger.ts': 'functions/src/notes/note-words-trigger.ts',
  'functions/src/notes/note-words.integration.test.ts': 'functions/src/notes/note-words.integration.test.ts',
  'src/api/notes/read-latest-notes.ts': 'src/api/notes/read-latest-notes.ts',
  'src/api/notes/latest-notes-query.ts': 'src/api/notes/latest-notes-query.ts',
  'src/api/notes/read-latest-notes.integration.test.ts': 'src/api/notes/read-latest-notes.integration.test.ts',
  'firebase/notes-rules.integration.test.ts': 'firebase/notes-rules.integration.test.ts',
  'src/features/welcome/components/welcome-page.tsx': 'src/features/viewing-notes/components/viewing-notes-page.tsx',
};

/** `replace` (`$&`: what was found) that fails when the slice's file no longer has what the feature edits. */
function edit(text, find, replacement, file) {
  if (!text.includes(find)) throw new Error(`slice feature: ${file} has no ${JSON.stringify(find)} any more`);
  return text.replace(find, replacement);
}

/**
 * Writes the feature into the slice of the repository at `repo` (its copy of the template and of
 * new-remote's names), formatted as the repository's formatter writes; returns the files written.
 */
export async function addSliceFeature(repo) {
  const { TEMPLATE, fillTemplate } = await import(pathToFileURL(path.join(repo, 'scripts', 'new-remote.mjs')).href);
  const template = (file) => fillTemplate(readFileSync(path.join(TEMPLATE, `${file}.tmpl`), 'utf8'), SLICE_FEATURE);
  const slice = path.join(repo, SLICE_FEATURE.folder);
  const read = (file) => readFileSync(path.join(slice, file), 'utf8');
  const { collection, route, page } = SLICE_FEATURE;
  const texts = {};
  for (const [from, to] of Object.entries(FEATURE_FILES)) texts[to] = template(from);
  // Its rules matrix in a project of its own, beside the slice's other matrix.
  texts['firebase/notes-rules.integration.test.ts'] = edit(
    texts['firebase/notes-rules.integration.test.ts'],
    "projectId: 'demo-mf-viewings',",
    "projectId: 'demo-mf-viewings-notes',",
    'firebase/notes-rules.integration.test.ts',
  );

  texts['src/app/contract.ts'] = [
    ["firestore: ['viewings',", `firestore: ['${collection}', 'viewings',`],
    [
      '] satisfies RouteDeclaration',
      `  { path: '${route}', page: '${page}', signedIn: false },\n] satisfies RouteDeclaration`,
    ],
  ].reduce((text, [find, to]) => edit(text, find, to, 'src/app/contract.ts'), read('src/app/contract.ts'));
  texts['src/app/contract.test.ts'] = edit(
    read('src/app/contract.test.ts'),
    "['/viewing-times', true, true],",
    `$&\n      ['${route}', false, undefined],`,
    'src/app/contract.test.ts',
  );
  texts['src/app/pages.ts'] = [
    [
      "import { queryClient } from './query-client.ts';",
      `import { ${page} } from '../features/viewing-notes/components/viewing-notes-page.tsx';\nimport { queryClient } from './query-client.ts';`,
    ],
    ['ViewingTimesPage: withProviders(ViewingTimesPage),', `$&\n  ${page}: withProviders(${page}),`],
  ].reduce((text, [find, to]) => edit(text, find, to, 'src/app/pages.ts'), read('src/app/pages.ts'));
  texts['functions/src/index.ts'] =
    `${read('functions/src/index.ts')}export { viewingsNoteWords } from './notes/note-words-trigger.ts';\n`;
  // The template's rule, without its file's heading (the slice's fragment has its own).
  const rule = template('firebase/firestore.rules')
    .split('\n')
    .filter((line, at, lines) => !(line.startsWith('//') && lines.slice(0, at).every((l) => l.startsWith('//'))))
    .join('\n');
  texts['firebase/firestore.rules'] = `${read('firebase/firestore.rules').trimEnd()}\n${rule}`;
  const indexes = JSON.parse(read('firebase/firestore.indexes.json'));
  indexes.indexes.push(...JSON.parse(template('firebase/firestore.indexes.json')).indexes);
  texts['firebase/firestore.indexes.json'] = JSON.stringify(indexes, null, 2);

  const prettier = await import('prettier');
  for (const [file, text] of Object.entries(texts)) {
    const target = path.join(slice, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const info = await prettier.getFileInfo(target);
    const options = await prettier.resolveConfig(target);
    writeFileSync(target, info.inferredParser ? await prettier.format(text, { ...options, filepath: target }) : text);
  }
  return Object.keys(texts).map((file) => `${SLICE_FEATURE.folder}/${file}`);
}

const git = (repo, args) =>
  execFileSync('git', ['-c', 'user.name=Slice proof', '-c', 'user.email=slice-proof@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: 'pipe',
  });

/**
 * Makes `repo` (a copy, no history) a git repository whose last commit is the feature alone: the
 * copy as it is, then the feature on top. Returns the files that commit changed (`git diff`).
 */
export async function commitSliceFeature(repo) {
  git(repo, ['init', '-q', '-b', 'main']);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '--no-verify', '-m', 'The copy as it was']);
  await addSliceFeature(repo);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '--no-verify', '-m', `${SLICE_FEATURE.folder}: ${SLICE_FEATURE.label}`]);
  return sliceFeatureDiff(repo);
}

/** The files the feature's commit changed in `repo`, as `git diff --name-only` lists them. */
export function sliceFeatureDiff(repo) {
  return git(repo, ['diff', '--name-only', 'HEAD~1', 'HEAD']).split('\n').filter(Boolean);
}
