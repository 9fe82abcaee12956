// `pnpm new-remote` in a temporary copy of the repository: the slice it writes (issue 48), built
// and served from its own origin, shows its page through the running site's shell, deployed with
// deploy-remote alone: its rules and indexes composed with the deployed slices', its functions
// codebase in firebase.json, and every other slice's files byte-identical. The test command hands
// over the copy its slice proof made, tested and built (scripts/slice-proof.mjs: NEW_SLICE_COPY),
// so this run builds nothing; run on its own, it makes and builds one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { URLS } from '../../backend/config.mjs';
import { newSlicePort } from '../../scripts/lib/new-slice-copy.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import { othersHashes } from '../../scripts/lib/slice-files.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { APPS } from '../../tooling/apps.ts';
import { shellDist } from '../support/deploy.ts';
import { sliceCopy, type SliceCopy } from '../support/slice-copy.ts';

/** Where this test serves a copy of the shell's build (the running shell's headers know no new origin). */
const SHELL_PORT = 4191;

let slice: SliceCopy;
let copy: string;
let shellCopy: string;
let port: number;
let othersBefore: Record<string, string> = {};
const servers: { close(): Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  slice = await sliceCopy();
  ({ copy, othersBefore } = slice);
  shellCopy = mkdtempSync(path.join(tmpdir(), 'new-remote-shell-'));
  port = newSlicePort(copy);
  expect(port).toBe(Math.max(...Object.values(APPS).map((app) => app.port)) + 1);

  // The running site's shell build, deployed with the new remote by the copy's deploy step.
  cpSync(shellDist, shellCopy, { recursive: true });
  execFileSync(
    process.execPath,
    [
      'scripts/deploy-remote.mjs',
      'mf_open_homes',
      `http://localhost:${port}/mf-manifest.json`,
      '--dist',
      path.join(copy, 'mf-open-homes/dist'),
      '--shell',
      shellCopy,
    ],
    { cwd: copy, stdio: 'pipe' },
  );
  const remoteOrigins = [...Object.values(APPS).slice(1), { port }].map((app) => `http://localhost:${app.port}`);
  const headers = securityHeaders({ remoteOrigins, backendOrigins: Object.values(URLS) });
  servers.push(await serveStatic({ root: shellCopy, port: SHELL_PORT, spa: true, headers }));
  servers.push(
    await serveStatic({ root: path.join(copy, 'mf-open-homes/dist'), port, spa: true, cors: true, headers }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  slice.dispose();
  rmSync(shellCopy, { recursive: true, force: true });
});

test('pnpm new-remote writes a remote that builds, is served and shows its page through the shell', async ({
  page,
}) => {
  const shell = `http://localhost:${SHELL_PORT}`;
  await page.goto(`${shell}/open-homes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open homes' })).toBeVisible();
  await expect(page.getByText('This page is served by mf-open-homes, deployed on its own.')).toBeVisible();
  // Inside the site: its navigation, and the other remotes beside it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  const deployment = (await (await page.request.get(`${shell}/remotes.json`)).json()) as {
    remotes: Record<string, { manifest: string }>;
  };
  expect(deployment.remotes.mf_open_homes?.manifest).toBe(`http://localhost:${port}/mf-manifest.json`);
});

test('the slice ships its data and server code alone: rules and indexes composed with the deployed slices’, a functions codebase of its own, the others untouched', () => {
  // What the deploy step composed for Firebase from the deployed slices (the copy's firebase/).
  const rules = readFileSync(path.join(copy, 'firebase/firestore.rules'), 'utf8');
  expect(rules).toContain('// ── mf-open-homes: mf-open-homes/firebase/firestore.rules (as deployed) ──');
  expect(rules).toContain('match /openHomesNotes/{noteId}');
  expect(rules).toContain('// ── mf-browse: mf-browse/firebase/firestore.rules (as deployed) ──');
  const indexes = JSON.parse(readFileSync(path.join(copy, 'firebase/firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string }[];
  };
  expect(indexes.indexes.map((index) => index.collectionGroup)).toContain('openHomesNotes');
  const firebase = JSON.parse(readFileSync(path.join(copy, 'firebase/firebase.json'), 'utf8')) as {
    functions: { codebase: string; source: string }[];
  };
  expect(firebase.functions).toContainEqual(
    expect.objectContaining({ codebase: 'mf-open-homes', source: '../mf-open-homes/functions' }),
  );
  // The trigger that derives a field is in the codebase's bundle, as Cloud Functions loads it.
  expect(readFileSync(path.join(copy, 'mf-open-homes/functions/lib/index.js'), 'utf8')).toContain('openHomesNoteWords');
  // Every other slice, the site's functions, shared-firebase and the platform's rules: byte-identical.
  expect(othersHashes(copy)).toEqual(othersBefore);
});
