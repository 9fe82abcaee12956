// Vite plugin for the composed build of every app: puts a small container entry (remoteEntry.js) in
// place of the one @module-federation/vite generates (decision record 053). The plugin's entry
// bridges shares for setups this site does not have (webpack hosts, several share scopes,
// 'version-first', live rebinding of a provider that changes at run time): 7–8 KB gzip in each
// of the two entries every composed page loads. This one does what the site's composition needs
// (tooling/compact-container.ts) and keeps the rest of the plugin: its share wrappers, its exposes
// map, its init records. `vite dev` keeps the plugin's entry (a remote run standalone).
// Typed structurally: `vite` resolves from each app, not from tooling/.
import path from 'node:path';

/** Whose entry: the shell, which provides the shared packages, or a remote, which consumes them. */
export type ContainerRole = 'host' | 'remote';

/** What the compact entry takes from the plugin's generated one. */
export interface GeneratedEntry {
  initKey: string;
  name: string;
  batches: string[][];
  exposesId: string;
  sharedMapId: string;
  /** `import $runtimePlugin_N from "…"` lines, and the list that calls them. */
  runtimePluginImports: string[];
  runtimePlugins: string;
}

const ENTRY_ID = 'virtual:mf-REMOTE_ENTRY_ID';

function match(code: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(code)?.[1];
  if (found === undefined) {
    throw new Error(
      `compact-container-entry: the federation plugin's entry no longer has ${what}; ` +
        'check decision record 053 against the new plugin version',
    );
  }
  return found;
}

const stringLiteral = (text: string, what: string): string => {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'string') throw new Error(`compact-container-entry: ${what} is not a string`);
  return value;
};

/**
 * Reads what the compact entry needs from the plugin's generated entry, and checks that the entry
 * is one the compact entry can stand in for: one share scope, 'loaded-first'.
 */
export function readGeneratedEntry(code: string): GeneratedEntry {
  const shareScope = match(code, /const shareScopeName = ("[^"]*")/, 'its share scope');
  if (stringLiteral(shareScope, 'the share scope') !== 'default') {
    throw new Error('compact-container-entry: only the "default" share scope is supported');
  }
  if (/strategy: '(?!loaded-first')/.test(code)) {
    throw new Error("compact-container-entry: only shareStrategy 'loaded-first' is supported");
  }
  const batches: unknown = JSON.parse(
    match(code, /const __mfMaterializedShareBatches = (\[.*\])\n/, 'its share batches'),
  );
  if (
    !Array.isArray(batches) ||
    !batches.every((batch) => Array.isArray(batch) && batch.every((n) => typeof n === 'string'))
  ) {
    throw new Error('compact-container-entry: the share batches are not lists of names');
  }
  return {
    initKey: stringLiteral(
      match(code, /const __mfResolveGlobalKey = ("[^"]+")/, 'its init record key'),
      'the init key',
    ),
    name: stringLiteral(match(code, /const mfName = ("[^"]+")/, 'its name'), 'the name'),
    batches,
    exposesId: match(code, /import __mfExposesMap from "([^"]+)"/, 'its exposes map'),
    sharedMapId: match(code, /import\("(virtual:mf-localSharedImportMap:[^"]+)"\)/, 'its shared import map'),
    runtimePluginImports:
      code.match(/^\s*import \$runtimePlugin_\d+ from "[^"]+";$/gm)?.map((line) => line.trim()) ?? [],
    runtimePlugins: /const __browserPlugins = (\[.*\]);/.exec(code)?.[1] ?? '[]',
  };
}

const CONTAINER_MODULE = path.join(import.meta.dirname, 'compact-container.ts');

/** The compact entry's code for `role`. */
export function compactEntryCode(entry: GeneratedEntry, role: ContainerRole): string {
  const shared = (value: unknown) => JSON.stringify(value);
  if (role === 'remote') {
    if (entry.runtimePluginImports.length > 0) {
      throw new Error('compact-container-entry: a remote with runtime plugins needs the plugin’s own entry');
    }
    return [
      `import { createRemoteContainer } from ${shared(CONTAINER_MODULE)};`,
      `import exposes from ${shared(entry.exposesId)};`,
      `const { init, get } = createRemoteContainer({ initKey: ${shared(entry.initKey)}, name: ${shared(entry.name)}, shares: ${shared(entry.batches.flat())}, exposes });`,
      'export { init, get };',
      '',
    ].join('\n');
  }
  return [
    'import { init as runtimeInit } from "@module-federation/runtime";',
    ...entry.runtimePluginImports,
    `import { createHostContainer } from ${shared(CONTAINER_MODULE)};`,
    `import exposes from ${shared(entry.exposesId)};`,
    'const { init, get } = createHostContainer({',
    `  initKey: ${shared(entry.initKey)},`,
    `  batches: ${shared(entry.batches)},`,
    '  exposes,',
    `  loadSharedMap: () => import(${shared(entry.sharedMapId)}),`,
    `  createInstance: (shared) => runtimeInit({ name: ${shared(entry.name)}, remotes: [], shared, plugins: ${entry.runtimePlugins}, shareStrategy: "loaded-first" }),`,
    '});',
    'export { init, get };',
    '',
  ].join('\n');
}

/** The plugin: in `vite build`, the federation's container entry becomes the compact one. */
export function compactContainerEntry(role: ContainerRole) {
  return {
    name: 'compact-container-entry',
    apply: 'build' as const,
    enforce: 'post' as const,
    transform(code: string, id: string) {
      if (!id.startsWith(ENTRY_ID)) return undefined;
      return { code: compactEntryCode(readGeneratedEntry(code), role), map: null };
    },
  };
}
