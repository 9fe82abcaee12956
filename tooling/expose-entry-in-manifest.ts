// Vite plugin for the remotes: lists each exposed module's own chunk in mf-manifest.json.
// The plugin's manifest names the chunks an exposed module imports, but not the small chunk the
// remote entry imports first for it, so a shell preloading from the manifest (the shell's
// route-preload.inline.js) would still discover that one a round trip late.
// Typed structurally: `vite` resolves from each app, not from tooling/.
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}
interface BundleAsset {
  type: 'asset';
  source: string | Uint8Array;
}

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

/** `exposes`: the federation `exposes` map (key → source file), as given to federation(). */
export function exposeEntryInManifest(exposes: Record<string, string>, manifestFile = 'mf-manifest.json') {
  const sources = Object.entries(exposes).map(([key, file]) => ({ key, file: file.replace(/^\.\//, '') }));
  return {
    name: 'marketplace-expose-entry-in-manifest',
    apply: 'build' as const,
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Record<string, BundleChunk | BundleAsset>) {
        const asset = bundle[manifestFile];
        if (!asset || asset.type !== 'asset') return;
        const manifest = JSON.parse(
          typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source),
        ) as { exposes?: ManifestExpose[] };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry) || !chunk.facadeModuleId) continue;
          const facade = chunk.facadeModuleId.replaceAll('\\', '/');
          const source = sources.find(({ file }) => facade.endsWith(`/${file}`));
          const expose = source && manifest.exposes?.find((e) => e.path === source.key);
          if (expose && !expose.assets.js.sync.includes(chunk.fileName)) expose.assets.js.sync.unshift(chunk.fileName);
        }
        asset.source = JSON.stringify(manifest);
      },
    },
  };
}
