import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { REMOTE_MAP_ID, remoteMapJson, writeRemoteMap } from '../scripts/lib/remote-map.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built shell as the build leaves it: the local map in index.html and remotes.json. */
function builtShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-map-'));
  dirs.push(dir);
  const local = { mf_browse: 'http://localhost:4174/mf-manifest.json' };
  writeFileSync(
    path.join(dir, 'index.html'),
    `<head><script id="${REMOTE_MAP_ID}" type="application/json">${remoteMapJson(local)}</script><script>run()</script></head>`,
  );
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(local));
  return dir;
}

/** The map the page's script reads, as the browser would parse the block. */
function mapInPage(dir: string): unknown {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const block = html.match(new RegExp(`<script id="${REMOTE_MAP_ID}" type="application/json">(.*?)</script>`));
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

describe('writeRemoteMap (pnpm use-remotes)', () => {
  test('writes the same map into remotes.json and the page, leaving the rest of the page alone', () => {
    const dir = builtShell();
    const production = { mf_browse: 'https://browse.example.web.app/mf-manifest.json' };
    writeRemoteMap(dir, production);
    expect(JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8'))).toEqual(production);
    expect(mapInPage(dir)).toEqual(production);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('<script>run()</script>');
  });

  test('a URL cannot close the block and inject markup', () => {
    const dir = builtShell();
    const hostile = { mf_browse: 'https://x.test/</script><script>alert(1)</script>' };
    writeRemoteMap(dir, hostile);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8').match(/<\/script>/g)).toHaveLength(2);
    expect(mapInPage(dir)).toEqual(hostile);
  });

  test('refuses a page without the block (a shell built before it existed)', () => {
    const dir = builtShell();
    writeFileSync(path.join(dir, 'index.html'), '<head></head>');
    expect(() => writeRemoteMap(dir, {})).toThrow(/rebuild the shell/);
  });
});
