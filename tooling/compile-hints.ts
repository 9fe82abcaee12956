// Vite plugin for every app of the site (the shell and each remote): starts each JavaScript file
// it builds with V8's explicit compile hint (Chrome 136 and later; other engines read a comment).
// Without it V8 compiles a function on the main thread the first time it runs, and a page's
// start-up ran ~0.7 s of such compiling on a 4× slowed phone, inside its long tasks. With it the
// whole file is compiled on the thread that streams it in (decision record 050).
// Typed structurally: `vite` resolves from each app, not from tooling/.

/** The hint, on the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, BundleChunk | BundleAsset>;

/** The text of a bundle's file. */
const textOf = (source: string | Uint8Array) =>
  typeof source === 'string' ? source : new TextDecoder().decode(source);

/**
 * Puts the hint first in each JavaScript file of `bundle`, once: its chunks, and the scripts other
 * plugins add as files (the federation's remoteEntry.js of a remote). A chunk's source map, when
 * the build writes one, moves a line down to match.
 */
export function addCompileHints(bundle: Bundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type === 'asset') {
      if (!/\.m?js$/.test(file.fileName)) continue;
      const text = textOf(file.source);
      if (!text.startsWith(COMPILE_HINT)) file.source = COMPILE_HINT + text;
      continue;
    }
    if (file.code.startsWith(COMPILE_HINT)) continue;
    file.code = COMPILE_HINT + file.code;
    const map = bundle[`${file.fileName}.map`];
    if (map?.type === 'asset') {
      const parsed = JSON.parse(textOf(map.source)) as { mappings: string };
      parsed.mappings = `;${parsed.mappings}`;
      map.source = JSON.stringify(parsed);
    }
  }
}

export function compileHints() {
  return {
    name: 'marketplace-compile-hints',
    apply: 'build' as const,
    // After the other plugins, which add chunks of their own (a remote's remoteEntry.js).
    enforce: 'post' as const,
    // After the minifier, which would drop a comment, and after Vite's own last step, which puts
    // a chunk's list of stylesheets on its first line.
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
