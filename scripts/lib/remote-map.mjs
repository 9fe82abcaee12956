// Where the remotes of a deployment live (remote name → URL of its mf-manifest.json), in the two
// places the shell reads it: /remotes.json (the shell's runtime registry) and a JSON block in
// index.html (the route preload script, which then needs no request before asking for the page's
// remote). The shell's build writes both from shell/public/remotes.json; `pnpm use-remotes`
// rewrites both at deploy time, without rebuilding the shell.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REMOTE_MAP_ID = 'remote-map';

const BLOCK = new RegExp(`<script id="${REMOTE_MAP_ID}" type="application/json">[^<]*</script>`);

/** The map as the JSON text of the index.html block (`<` escaped so it cannot close the tag). */
export function remoteMapJson(map) {
  return JSON.stringify(map).replaceAll('<', '\\u003c');
}

/** Writes `map` into a built shell: dist/remotes.json and the block in dist/index.html. */
export function writeRemoteMap(distDir, map) {
  const indexFile = path.join(distDir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!BLOCK.test(html)) throw new Error(`${indexFile} has no ${REMOTE_MAP_ID} block: rebuild the shell`);
  const block = `<script id="${REMOTE_MAP_ID}" type="application/json">${remoteMapJson(map)}</script>`;
  writeFileSync(
    indexFile,
    html.replace(BLOCK, () => block),
  );
  writeFileSync(path.join(distDir, 'remotes.json'), `${JSON.stringify(map, null, 2)}\n`);
}
