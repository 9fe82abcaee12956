import { describe, expect, it } from 'vitest';
import { compactContainerEntry, compactEntryCode, readGeneratedEntry } from './compact-container-entry.ts';

/** The lines of @module-federation/vite 1.23's generated entry that the compact entry reads. */
function generatedEntry({ name = 'mf_test', plugins = false, scope = 'default', strategy = 'loaded-first' } = {}) {
  return [
    '  import {init as runtimeInit, loadRemote, getRemoteEntry} from "@module-federation/runtime";',
    ...(plugins ? ['  import $runtimePlugin_0 from "/repo/node_modules/plugin/inject.js";'] : []),
    `  import __mfExposesMap from "virtual:mf-exposes:__mfe_internal__${name}__remoteEntry_js"`,
    `const __mfResolveGlobalKey = "__mf_init__virtual:mf:__mfe_internal__${name}__mf_owner__1__runtimeInit__";`,
    `  const shareScopeName = "${scope}"`,
    `  const mfName = "${name}"`,
    '  const __mfMaterializedShareBatches = [["react"],["react-dom","shared-firebase"]]',
    `      localSharedImportMapPromise = retrySharedInit(() => import("virtual:mf-localSharedImportMap:__mfe_internal__${name}__mf_owner__1"))`,
    ...(plugins ? ['    const __browserPlugins = [$runtimePlugin_0(undefined)];'] : []),
    `        strategy: '${strategy}'`,
    '  export { init, getExposes as get }',
  ].join('\n');
}

describe('readGeneratedEntry', () => {
  it('reads the init key, the name, the batches, the virtual modules and the runtime plugins', () => {
    expect(readGeneratedEntry(generatedEntry({ name: 'shell', plugins: true }))).toEqual({
      initKey: '__mf_init__virtual:mf:__mfe_internal__shell__mf_owner__1__runtimeInit__',
      name: 'shell',
      batches: [['react'], ['react-dom', 'shared-firebase']],
      exposesId: 'virtual:mf-exposes:__mfe_internal__shell__remoteEntry_js',
      sharedMapId: 'virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1',
      runtimePluginImports: ['import $runtimePlugin_0 from "/repo/node_modules/plugin/inject.js";'],
      runtimePlugins: '[$runtimePlugin_0(undefined)]',
    });
  });

  it('refuses an entry it cannot stand in for', () => {
    expect(() => readGeneratedEntry(generatedEntry({ scope: 'other' }))).toThrow('only the "default" share scope');
    expect(() => readGeneratedEntry(generatedEntry({ strategy: 'version-first' }))).toThrow(
      "only shareStrategy 'loaded-first'",
    );
  });

  it('fails the build, naming what is missing, when the plugin changes its entry', () => {
    const changed = generatedEntry().replace('const mfName', 'const containerName');
    expect(() => readGeneratedEntry(changed)).toThrow("the federation plugin's entry no longer has its name");
  });
});

describe('compactEntryCode', () => {
  it("makes a remote's entry from the remote container, consuming every batch's packages", () => {
    const code = compactEntryCode(readGeneratedEntry(generatedEntry()), 'remote');
    expect(code).toContain('import { createRemoteContainer } from ');
    expect(code).toContain('import exposes from "virtual:mf-exposes:__mfe_internal__mf_test__remoteEntry_js";');
    expect(code).toContain('shares: ["react","react-dom","shared-firebase"]');
    expect(code).toContain('export { init, get };');
    expect(code).not.toContain('@module-federation/runtime');
  });

  it("makes the host's entry with the runtime, its runtime plugins and its shared import map", () => {
    const code = compactEntryCode(readGeneratedEntry(generatedEntry({ name: 'shell', plugins: true })), 'host');
    expect(code).toContain('import { init as runtimeInit } from "@module-federation/runtime";');
    expect(code).toContain('import $runtimePlugin_0 from "/repo/node_modules/plugin/inject.js";');
    expect(code).toContain('import("virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1")');
    expect(code).toContain('plugins: [$runtimePlugin_0(undefined)], shareStrategy: "loaded-first"');
  });

  it('keeps the plugin entry for a remote with runtime plugins, which it would drop', () => {
    expect(() => compactEntryCode(readGeneratedEntry(generatedEntry({ plugins: true })), 'remote')).toThrow(
      'runtime plugins',
    );
  });
});

describe('compactContainerEntry', () => {
  it('replaces the container entry in builds only, and no other module', () => {
    const plugin = compactContainerEntry('remote');
    expect(plugin.apply).toBe('build');
    expect(plugin.transform(generatedEntry(), '/repo/src/main.tsx')).toBeUndefined();
    const replaced = plugin.transform(
      generatedEntry(),
      'virtual:mf-REMOTE_ENTRY_ID:__mfe_internal__mf_test__remoteEntry_js',
    );
    expect(replaced?.code).toContain('createRemoteContainer');
  });
});
