// Deploys as a team would: a remote's build into a versioned folder of its host, then the
// deployment of the running shell moved to it with scripts/deploy-remote.mjs (no shell build).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const shellDist = path.join(root, 'shell/dist');

/**
 * The files the deploy step writes: the deployment, not the shell's build: remotes.json,
 * robots.txt, index.html's block and placeholder, and the pages' own HTML (offers.html and the
 * rest, copies of index.html with their remote's head, issue 38).
 */
const isDeploymentFile = (relative: string) =>
  relative === 'remotes.json' || relative === 'robots.txt' || (relative.endsWith('.html') && relative !== 'index.html');

function shellFiles(): string[] {
  return readdirSync(shellDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(shellDist, path.join(entry.parentPath, entry.name)));
}
const DEPLOYMENT_BLOCK = /<script id="deployment" type="application\/json">[^<]*<\/script>/;
const BOOT_NAV = /<!-- boot-nav -->[\s\S]*?<!-- \/boot-nav -->/;

/**
 * Hash of every file of the shell's build, by relative path; in index.html the deployment block
 * and the navigation's placeholder count as empty, and so do its title and description (the deploy
 * step writes them: deployment data), and the deployment's own files are left out.
 */
export function shellBuildHashes(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(shellDist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(shellDist, file);
    if (isDeploymentFile(relative)) continue;
    let content: Buffer | string = readFileSync(file);
    if (relative === 'index.html')
      content = content
        .toString('utf8')
        .replace(DEPLOYMENT_BLOCK, '<deployment/>')
        .replace(BOOT_NAV, '<boot-nav/>')
        .replace(/<title>[^<]*<\/title>/, '<title/>')
        .replace(/<meta name="description"[^>]*>/, '<description/>');
    hashes[relative] = createHash('sha256').update(content).digest('hex');
  }
  return hashes;
}

/** Hash of every file of each remote's build (`folder`/dist), by folder and relative path. */
export function remoteBuildHashes(folders: string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const folder of folders) {
    const dist = path.join(root, folder, 'dist');
    for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hashes[`${folder}/${path.relative(dist, file)}`] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return hashes;
}

/** The deployment files as they are now, to put back with restoreDeployment. */
export function saveDeployment(): Record<string, Buffer> {
  return Object.fromEntries(
    shellFiles()
      .filter((file) => file === 'index.html' || isDeploymentFile(file))
      .map((file) => [file, readFileSync(path.join(shellDist, file))]),
  );
}
/** Puts the saved deployment files back, and removes the pages a later deploy added. */
export function restoreDeployment(saved: Record<string, Buffer>) {
  for (const file of shellFiles()) if (isDeploymentFile(file) && !(file in saved)) rmSync(path.join(shellDist, file));
  for (const [file, content] of Object.entries(saved)) {
    mkdirSync(path.dirname(path.join(shellDist, file)), { recursive: true });
    writeFileSync(path.join(shellDist, file), content);
  }
}

/** Copies a remote's build into `<host>/v/<version>/`, as an immutable release. */
export function publishVersion(host: string, version: string, build: string) {
  cpSync(build, path.join(host, 'v', version), { recursive: true });
}

/**
 * Where the deploy step writes the composed Firestore rules and indexes in these tests (issue 48),
 * instead of firebase/, which the running backend and the repository keep.
 */
export const dataOut = mkdtempSync(path.join(tmpdir(), 'deployed-rules-'));

/** Runs the deploy step for one remote (`--dist`: its build folder); throws with its output when it refuses. */
export function deployRemote(remote: string, manifestUrl: string, dist?: string): string {
  return execFileSync(
    process.execPath,
    [
      path.join(root, 'scripts/deploy-remote.mjs'),
      remote,
      manifestUrl,
      '--data-out',
      dataOut,
      ...(dist ? ['--dist', dist] : []),
    ],
    { cwd: root, encoding: 'utf8', stdio: 'pipe' },
  );
}

/** Builds mf-browse into `outDir` with its sources changed by `edit` (file → new text) for the build only. */
export function buildBrowseWith(
  outDir: string,
  edits: Record<string, (text: string) => string>,
  added: Record<string, string> = {},
) {
  const dir = path.join(root, 'mf-browse');
  const originals = Object.fromEntries(
    Object.keys(edits).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
  try {
    for (const [file, text] of Object.entries(added)) writeFileSync(path.join(dir, file), text);
    for (const [file, edit] of Object.entries(edits)) writeFileSync(path.join(dir, file), edit(originals[file] ?? ''));
    execFileSync(
      process.execPath,
      [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: dir,
        stdio: 'pipe',
      },
    );
  } finally {
    for (const [file, text] of Object.entries(originals)) writeFileSync(path.join(dir, file), text);
    for (const file of Object.keys(added)) rmSync(path.join(dir, file), { force: true });
  }
}
