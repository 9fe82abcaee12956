import { describe, expect, test } from 'vitest';
import { exposeEntryInManifest } from './expose-entry-in-manifest.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isDynamicEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry: false,
  isDynamicEntry,
});

describe("exposeEntryInManifest (the remotes' manifests declare what their pages need at start)", () => {
  test("adds the exposed module's own chunk and everything the listed chunks import statically", () => {
    const manifest = {
      exposes: [{ path: './pages', assets: { js: { sync: ['assets/pages-2.js'], async: ['assets/lazy.js'] } } }],
    };
    const bundle = {
      'mf-manifest.json': { type: 'asset' as const, source: JSON.stringify(manifest) },
      'assets/pages-1.js': chunk('assets/pages-1.js', ['assets/pages-2.js'], '/app/src/app/pages.ts', true),
      'assets/pages-2.js': chunk('assets/pages-2.js', ['assets/share-glue.js', 'assets/helper.js']),
      'assets/share-glue.js': chunk('assets/share-glue.js', ['assets/helper.js', 'assets/runtime.js']),
      'assets/helper.js': chunk('assets/helper.js', []),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/lazy.js': chunk('assets/lazy.js', ['assets/leaflet.js']),
      'assets/leaflet.js': chunk('assets/leaflet.js', []),
    };
    exposeEntryInManifest({ './pages': './src/app/pages.ts' }).generateBundle.handler(undefined, bundle);
    const written = JSON.parse(String(bundle['mf-manifest.json'].source)) as typeof manifest;
    expect(written.exposes[0]?.assets.js.sync).toEqual([
      'assets/pages-1.js',
      'assets/pages-2.js',
      'assets/share-glue.js',
      'assets/helper.js',
      'assets/runtime.js',
    ]);
  });
});
