// Vite plugin for the remotes: completes each exposed module's `sync` assets in mf-manifest.json,
// so that the list declares every chunk the module needs at start. The federation plugin's list
// leaves out the small chunk the remote entry imports first for the module, and the chunks it
// imports statically that the plugin files under shared packages (the share-loading glue): a
// shell preloading from the manifest (shell/src/first-load/first-load.ts) would discover those a
// round trip late. Added: that chunk, then everything the listed chunks import statically.
// Typed structurally: `vite` resolves from each app, not from tooling/.
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
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
        for (const expose of manifest.exposes ?? []) {
          const sync = expose.assets.js.sync;
          for (let i = 0; i < sync.length; i += 1) {
            const chunk = bundle[sync[i] as string];
            if (chunk?.type !== 'chunk') continue;
            for (const file of chunk.imports) if (!sync.includes(file)) sync.push(file);
          }
        }
        asset.source = JSON.stringify(manifest);
      },
    },
  };
}
