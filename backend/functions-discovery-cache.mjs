// What each functions codebase declares (its triggers and HTTP functions), kept between starts of
// the local backend (issue 84). The Functions emulator finds them by starting the codebase in a
// Node process of its own and asking it: about 4 s a codebase here, 20 s a start for five, for an
// answer that only changes when the codebase's built code does. So the answer is kept under a hash
// of what it is made of (the built lib, the package file, the parameters, the SDK's version, this
// firebase-tools and Node); any change asks the codebase again. `firebase deploy` is not concerned:
// it asks the codebase itself, as always.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files of a codebase that make its declarations, outside its dependencies and sources. */
function* declaringFiles(dir, relative = '') {
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      // Its sources make lib/, which is hashed; node_modules stands for the SDK's version below.
      if (!relative && ['node_modules', 'src', '.turbo'].includes(entry.name)) continue;
      yield* declaringFiles(dir, name);
    } else if (relative || entry.name === 'package.json' || entry.name.startsWith('.env')) {
      yield name;
    }
  }
}

/** The version of a package as the codebase resolves it, or "none". */
function versionIn(dir, name) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'none';
  }
}

/**
 * A hash of everything a codebase's declarations depend on.
 * @param {string} functionsDir
 * @param {string} toolVersion firebase-tools' version, whose discovery reads them
 */
export function declarationsKey(functionsDir, toolVersion) {
  const hash = createHash('sha256');
  hash.update(
    `${process.version}\0${toolVersion}\0firebase-functions ${versionIn(functionsDir, 'firebase-functions')}\0`,
  );
  for (const file of declaringFiles(functionsDir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(functionsDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Makes the emulator's `discoverTriggers` answer from `cacheDir` when a codebase is unchanged since
 * it was last asked, and keep each new answer there (one file a codebase, the latest only). What the
 * emulator learns besides the declarations (the runtime and the Node binary it runs them with) is
 * kept and restored with them.
 * @param {{ discoverTriggers: (backend: any) => Promise<unknown[]> }} functions the FunctionsEmulator
 * @param {{ cacheDir: string, toolVersion: string }} options
 */
export function keepDeclarations(functions, { cacheDir, toolVersion }) {
  const discover = functions.discoverTriggers.bind(functions);
  functions.discoverTriggers = async (backend) => {
    const file = path.join(cacheDir, `${backend.codebase}.json`);
    const key = declarationsKey(backend.functionsDir, toolVersion);
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8'));
      if (kept.key === key) {
        backend.runtime = kept.runtime;
        backend.bin = kept.bin;
        return kept.triggers;
      }
    } catch {
      // None kept yet, or unreadable: ask the codebase.
    }
    const triggers = await discover(backend);
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify({ key, runtime: backend.runtime, bin: backend.bin, triggers }));
    renameSync(partial, file);
    return triggers;
  };
}
