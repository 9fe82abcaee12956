// Builds one functions codebase (issue 48: one per slice, and the site's own in functions/) into
// its lib/ folder: each entry one ES file, with the pure code it imports from the workspace
// (listing-domain, site-contract, shared-firebase/server) bundled in, and the packages its own
// package.json names (firebase-functions, firebase-admin, sharp…) left to it. A `workspace:`
// dependency would break the emulator's and Cloud Build's npm install, so a codebase names
// registry packages only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `dir`: the codebase's folder; `inputs`: the entries, { name: source relative to dir }
 * (`index` is what Cloud Functions loads); `root`: the folder whose sources the entries render
 * (a slice's first screens are its app's pages), `plugins`: the app's (React's JSX); `build`:
 * Vite's, from the codebase's own dependencies.
 */
export async function buildCodebase(build, dir, inputs, { root = dir, plugins = [] } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const runtime = Object.keys(manifest.dependencies ?? {});
  const external = (id) => runtime.some((name) => id === name || id.startsWith(`${name}/`));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    ssr: { noExternal: true, external: runtime, target: 'node' },
    build: {
      ssr: true,
      outDir: path.join(dir, 'lib'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        external,
        input: Object.fromEntries(Object.entries(inputs).map(([name, file]) => [name, path.join(dir, file)])),
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  });
  console.log(
    `${manifest.name}: ${Object.keys(inputs)
      .map((name) => `lib/${name}.js`)
      .join(', ')}`,
  );
}
