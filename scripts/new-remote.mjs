// `pnpm new-remote <folder> [--label <label>]`: a new slice (issue 48), whole. This writes the
// remote (tooling/remote-template/): its browser code (a page that reads data through its `api/`
// folder with TanStack Query, its `testing/` helper, unit and integration tests, the Vite and
// Vitest configs, the standalone harness), its data (a Firestore rules fragment with its rules
// matrix, an indexes fragment) and its server code (a functions codebase with a trigger and its
// tests): an example feature with a collection of its own, to replace with the slice's. Outside
// its folder it writes one line, in the app registry (tooling/apps.json: next free port), and
// regenerates what is derived from the registry (firebase.json's hosting targets and functions
// codebases, .firebaserc, the composed rules and indexes). Everything else reads the registry:
// the workspace (`mf-*`, `mf-*/functions`), the shell's remote maps per environment, the bench's
// monolith, the route test, ESLint, `pnpm dev <folder>`, `pnpm start`, the local Functions
// emulator. Atomic: a failure at any step leaves the repository as it was, so a rerun starts
// afresh. Then: `pnpm install`, and the slice builds, runs standalone and deploys like the others.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = path.join(repoRoot, 'tooling', 'remote-template');
const REGISTRY = path.join(repoRoot, 'tooling', 'apps.json');

/** The names a remote is known by, from its folder (`mf-open-homes`). */
export function remoteNames(folder, label) {
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder))
    throw new Error(
      `A remote's folder is mf-<name> in lower case, words joined by "-" (got ${JSON.stringify(folder)})`,
    );
  const words = folder.slice(3).split('-');
  const title = words.join(' ');
  return {
    folder,
    name: folder.replaceAll('-', '_'),
    route: `/${words.join('-')}`,
    page: `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Page`,
    label: label ?? title[0].toUpperCase() + title.slice(1),
    camel: words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join(''),
  };
}

/** A template's text with a slice's names filled in (its collection: `<camel>Notes`). */
export function fillTemplate(text, names) {
  return text
    .replaceAll('__FOLDER__', names.folder)
    .replaceAll('__NAME__', names.name)
    .replaceAll('__ROUTE__', names.route)
    .replaceAll('__PAGE__', names.page)
    .replaceAll('__LABEL__', names.label)
    .replaceAll('__COLLECTION__', `${names.camel}Notes`)
    .replaceAll('__CAMEL__', names.camel);
}

/** Every file of the template, as [path in the new folder, text with the names filled in]. */
function templateFiles(names) {
  return readdirSync(TEMPLATE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tmpl'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(TEMPLATE, file).slice(0, -'.tmpl'.length), fillTemplate(readFileSync(file, 'utf8'), names)];
    });
}

/** The files outside the new folder the generator writes: the registry and what is derived from it. */
const REGISTERED_FILES = [
  'tooling/apps.json',
  'firebase/firebase.json',
  'firebase/.firebaserc',
  'firebase/firestore.rules',
  'firebase/firestore.indexes.json',
];

/**
 * Writes the slice `folder` and its registry line into the repository at `root`, or nothing at all:
 * the folder is written aside and moved in at once, and any failure after that puts the registered
 * files back and takes the folder away. `failAfter` (tests): fail on purpose after that step.
 */
export async function newRemote(folder, { label, root = repoRoot, failAfter } = {}) {
  const names = remoteNames(folder, label);
  const registryFile = path.join(root, path.relative(repoRoot, REGISTRY));
  const apps = JSON.parse(readFileSync(registryFile, 'utf8'));
  if (apps[names.name] || existsSync(path.join(root, folder)))
    throw new Error(`${folder} exists already (folder or registry line ${names.name})`);
  const port = Math.max(...Object.values(apps).map((app) => app.port)) + 1;
  const saved = new Map(
    REGISTERED_FILES.map((file) => [
      file,
      existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : null,
    ]),
  );
  const staging = path.join(root, `.${folder}-${process.pid}-new`);
  const step = (name) => {
    if (failAfter === name) throw new Error(`new-remote: failing after ${name}, as asked`);
  };
  try {
    // Written as the repository's formatter writes them (the names change line lengths).
    const prettier = await import('prettier');
    for (const [file, text] of templateFiles(names)) {
      const target = path.join(staging, file);
      const options = await prettier.resolveConfig(path.join(root, folder, file));
      const info = await prettier.getFileInfo(target);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, info.inferredParser ? await prettier.format(text, { ...options, filepath: target }) : text);
    }
    step('files');
    renameSync(staging, path.join(root, folder));
    apps[names.name] = { folder, port, label: names.label, exposes: { './pages': './src/app/pages.ts' } };
    writeFileSync(registryFile, `${JSON.stringify(apps, null, 2)}\n`);
    step('registry');
    // What is derived from the registry, by the copies of the scripts in `root` (fresh processes:
    // they read the registry as it is now): hosting targets and functions codebases, then the rules.
    const run = (script) =>
      execFileSync(process.execPath, [path.join(root, 'scripts', script)], { cwd: root, stdio: 'pipe' });
    run('hosting-config.mjs');
    step('hosting');
    run('rules-compose.mjs');
    step('rules');
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    rmSync(path.join(root, folder), { recursive: true, force: true });
    for (const [file, bytes] of saved) {
      if (bytes === null) rmSync(path.join(root, file), { force: true });
      else writeFileSync(path.join(root, file), bytes);
    }
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    throw new Error(
      `${error instanceof Error ? error.message : error}${detail ? `\n${detail}` : ''}\nNothing was written.`,
      { cause: error },
    );
  }
  return { ...names, port };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--label');
  const label = at === -1 ? undefined : args.splice(at, 2)[1];
  const [folder] = args;
  try {
    const made = await newRemote(folder ?? '', { label });
    console.log(
      [
        `${made.folder}: a slice serving ${made.route} (${made.page}), on port ${made.port}, in tooling/apps.json as ${made.name};`,
        `its collection ${made.camel}Notes (rules, indexes, a trigger in ${made.folder}/functions) is an example to replace.`,
        'Next:',
        '  npx -y pnpm@10.34.9 install                 # links the new packages',
        `  npx -y pnpm@10.34.9 dev ${made.folder}        # standalone, against the local backend`,
        '  npx -y pnpm@10.34.9 start                   # the whole site, with it',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
