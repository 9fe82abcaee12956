// Who owns each collection and Storage folder (issue 87), and what each owner's code and rules
// touch: the owners are the slices (their contract's `data`) and the platform
// (firebase/platform/data.json); tooling/data-ownership.test.ts holds them to it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DataDeclaration } from 'site-contract';
import { APPS, REMOTE_NAMES } from './apps.ts';
import { firestoreUses, type FirestoreUse } from './firestore-paths.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** An owner of data: a slice (by its folder), or the platform. */
export interface Owner {
  name: string;
  data: DataDeclaration;
  /** Its code's folders (the browser's and the server's). */
  code: string[];
  /** Its Firestore rules fragment. */
  rules: string;
}

/** Every owner: the platform, then each remote of the app registry, with what it declares. */
export async function owners(): Promise<Owner[]> {
  const platform: Owner = {
    name: 'platform',
    data: JSON.parse(readFileSync(path.join(repoRoot, 'firebase/platform/data.json'), 'utf8')) as DataDeclaration,
    code: ['shared-firebase/src', 'shared-firebase/server'],
    rules: 'firebase/platform/firestore.rules',
  };
  const slices = await Promise.all(
    REMOTE_NAMES.map(async (name): Promise<Owner> => {
      const folder = APPS[name].folder;
      const contract = (await import(path.join(repoRoot, folder, 'src/app/contract.ts'))) as { data?: DataDeclaration };
      if (!contract.data) throw new Error(`${folder}/src/app/contract.ts declares no data`);
      // listing-domain is the listing editor's domain code (its owner verbs are its entry point).
      const shared = folder === 'mf-listing-editor' ? ['listing-domain/src'] : [];
      return {
        name: folder,
        data: contract.data,
        code: [`${folder}/src`, `${folder}/functions/src`, ...shared],
        rules: `${folder}/firebase/firestore.rules`,
      };
    }),
  );
  return [platform, ...slices];
}

/** Whether the collection pattern `pattern` (`*` in any part) covers the collection path `collection`. */
export function covers(pattern: string, collection: string): boolean {
  const a = pattern.split('/');
  const b = collection.split('/');
  return a.length === b.length && a.every((part, i) => part === '*' || b[i] === '*' || part === b[i]);
}

/** The source files (not tests, not test fixtures) under `folders`, as absolute paths. */
export function sourceFiles(folders: readonly string[]): string[] {
  return folders
    .map((folder) => path.join(repoRoot, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((f) => path.join(folder, f)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|[\\/]testing[\\/]/.test(file));
}

/** Each owner's files and what they say of Firestore, by file (relative to the repo). */
export function usesByFile(all: readonly Owner[]) {
  const files = all.flatMap((owner) => sourceFiles(owner.code).map((file) => ({ owner, file })));
  const uses = firestoreUses(files.map(({ file }) => file));
  return files.map(({ owner, file }) => ({
    owner,
    file: path.relative(repoRoot, file),
    text: readFileSync(file, 'utf8'),
    ...uses.get(file)!,
  }));
}

/** The collection patterns a rules fragment matches (`match /users/{userId}/saved/{id}` → `users/*\/saved`). */
export function rulesCollections(text: string): string[] {
  return [...text.matchAll(/^\s*match\s+\/([^\s{][^\s]*)\s*\{/gm)]
    .map((m) => m[1]!)
    .filter((match) => !match.startsWith('databases/') && !match.includes('=**'))
    .map((match) => {
      const parts = match.split('/');
      const collection = parts.length % 2 === 0 ? parts.slice(0, -1) : parts;
      return collection.map((part, i) => (i % 2 === 1 || /^\{.*\}$/.test(part) ? '*' : part)).join('/');
    });
}

/** Whether a file writes to Storage (a browser upload or delete, or the Admin SDK's saves and deletes). */
export const writesStorage = (text: string) =>
  /\b(uploadBytesResumable|uploadBytes|uploadString|deleteObject|deleteFiles)\s*\(|\.file\([^)]*\)\s*\.(save|delete)\(|bucket\.upload\(/.test(
    text,
  );

export type { FirestoreUse };
