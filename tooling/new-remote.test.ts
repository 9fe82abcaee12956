import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newRemote, remoteNames } from '../scripts/new-remote.mjs';
import { APPS, REMOTE_NAMES } from './apps.ts';

describe('pnpm new-remote', () => {
  test("names a remote's federation name, route, page and label after its folder", () => {
    expect(remoteNames('mf-open-homes')).toEqual({
      folder: 'mf-open-homes',
      name: 'mf_open_homes',
      route: '/open-homes',
      page: 'OpenHomesPage',
      label: 'Open homes',
      camel: 'openHomes',
    });
    expect(remoteNames('mf-messages', 'Inbox').label).toBe('Inbox');
  });

  test.each(['messages', 'mf-', 'mf-Messages', 'mf-open--homes', 'mf-../x', 'mf-a b'])(
    'refuses the folder %j',
    (folder) => {
      expect(() => remoteNames(folder)).toThrow(/mf-<name>/);
    },
  );

  test("agrees with the registry's remotes: each folder is mf-<name>, named after it", () => {
    for (const name of REMOTE_NAMES) expect(remoteNames(APPS[name].folder).name).toBe(name);
  });
});

test('every remote runs standalone with `pnpm dev <folder>`; the named shortcuts name registry remotes', () => {
  const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // scripts/dev.mjs takes any registry folder: a new slice needs no line in package.json.
  expect(pkg.scripts.dev).toBe('node scripts/dev.mjs');
  const folders = REMOTE_NAMES.map((name) => APPS[name].folder);
  for (const [script, command] of Object.entries(pkg.scripts).filter(([script]) => script.startsWith('dev:'))) {
    const folder = script.slice('dev:'.length);
    expect(folders, script).toContain(folder);
    expect(command).toBe(`node scripts/dev.mjs ${folder}`);
  }
});

// The generator in a copy of the repository's files it reads and writes (no installs needed).
describe('pnpm new-remote writes a whole slice, or nothing', () => {
  const LEFT_OUT =
    /[\\/](node_modules|dist|dist-monolith|functions[\\/]lib|\.git|\.backend-data|\.artifacts|test-results|e2e|bench)$/;
  const registered = [
    'tooling/apps.json',
    'firebase/firebase.json',
    'firebase/.firebaserc',
    'firebase/firestore.rules',
  ];
  let copy: string;
  const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
  /** A registered file's text, or null where it is not written yet (the composed rules: build outputs). */
  const readIfThere = (file: string) => (existsSync(path.join(copy, file)) ? read(file) : null);

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'new-remote-unit-'));
    const repo = path.resolve(import.meta.dirname, '..');
    cpSync(repo, copy, { recursive: true, filter: (s) => !LEFT_OUT.test(s) });
    // The derived files' scripts use the installed packages (the shell's first-load script: TypeScript).
    for (const dir of ['node_modules', 'shell/node_modules'])
      symlinkSync(path.join(repo, dir), path.join(copy, dir), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test.each(['files', 'registry', 'hosting', 'rules'] as const)(
    'a failure after its %s step leaves nothing behind',
    async (step) => {
      const before = registered.map(readIfThere);
      const entries = readdirSync(copy).sort();
      await expect(newRemote('mf-open-homes', { root: copy, failAfter: step })).rejects.toThrow(/Nothing was written/);
      expect(registered.map(readIfThere)).toEqual(before);
      expect(readdirSync(copy).sort()).toEqual(entries);
    },
  );

  test('then a run writes the slice: browser code, rules and their matrix, indexes, a functions codebase, one registry line', async () => {
    const made = await newRemote('mf-open-homes', { root: copy });
    const folder = path.join(copy, 'mf-open-homes');
    for (const file of [
      'src/api/notes/latest-notes-query.ts',
      'src/app/contract.test.ts',
      'src/api/notes/read-latest-notes.ts',
      'src/api/notes/read-latest-notes.integration.test.ts',
      'src/testing/render-page.tsx',
      'vitest.integration.config.ts',
      'firebase/firestore.rules',
      'firebase/notes-rules.integration.test.ts',
      'firebase/firestore.indexes.json',
      'functions/package.json',
      'functions/.gitignore',
      'functions/src/index.ts',
      'functions/src/notes/note-words.integration.test.ts',
    ])
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    expect(read('mf-open-homes/functions/src/index.ts')).toContain('openHomesNoteWords');
    const apps: unknown = JSON.parse(read('tooling/apps.json'));
    expect(apps).toHaveProperty('mf_open_homes');
    expect(Reflect.get(Object(apps), 'mf_open_homes')).toMatchObject({
      folder: 'mf-open-homes',
      port: made.port,
    });
    const firebase = JSON.parse(read('firebase/firebase.json')) as { functions: { codebase: string }[] };
    expect(firebase.functions.map((f) => f.codebase)).toContain('mf-open-homes');
    expect(read('firebase/firestore.rules')).toContain('match /openHomesNotes/{noteId}');
    expect(read('firebase/firestore.indexes.json')).toContain('"collectionGroup": "openHomesNotes"');
    expect(readdirSync(copy).filter((entry) => entry.endsWith('-new'))).toEqual([]);
    await expect(newRemote('mf-open-homes', { root: copy })).rejects.toThrow(/exists already/);
  });
});
