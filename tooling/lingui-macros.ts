// Lingui's macros (`Trans`, `t`, `Plural` from '@lingui/react/macro' and '@lingui/core/macro',
// issue 88), compiled where the slice's code is: the React plugin of Vite 8 runs no Babel, so this
// plugin runs Lingui's own Babel plugin on the modules that import a macro, and on nothing else.
// In a production build the English text leaves the code (`stripMessageField`): it is in the
// slice's English catalogue, like every other language's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { APPS } from './apps.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

const USES_A_MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

const hasConfig = new Map<string, boolean>();
function hasLinguiConfig(dir: string): boolean {
  let has = hasConfig.get(dir);
  if (has === undefined) {
    has = existsSync(path.join(dir, 'lingui.config.ts'));
    hasConfig.set(dir, has);
  }
  return has;
}

/**
 * Whether `file` is the slice's in `appDir`: under it, and not under a folder of its own with a
 * catalogue of its own (mf-browse/functions, its server code, inside mf-browse: each its own).
 */
export function ownsFile(appDir: string, file: string): boolean {
  if (!file.startsWith(`${appDir}${path.sep}`)) return false;
  for (let dir = path.dirname(file); dir.length > appDir.length; dir = path.dirname(dir)) {
    if (hasLinguiConfig(dir)) return false;
  }
  return true;
}

/** Vite plugin: Lingui's macros in the modules of the slice whose `lingui.config.ts` is in `appDir`. */
export function linguiMacros(appDir: string) {
  const linguiConfig = getConfig({ cwd: appDir, skipValidation: true });
  return {
    name: 'lingui-macros',
    enforce: 'pre' as const,
    async transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (!ownsFile(appDir, file) || !/\.[cm]?[jt]sx?$/.test(file) || !USES_A_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * Vite plugin: the slice's catalogues (src/locales/<locale>.po) compiled as they are imported
 * (@lingui/vite-plugin), a build failing on a message missing from one (`failOnMissing`). Without
 * that plugin's check that no macro import is left uncompiled: the federation plugin resolves the
 * exposed modules' imports as written, before any transform, and the check took that for a
 * macro run outside compilation. linguiMacros compiles every one of them.
 */
export function linguiCatalogues(appDir: string, { failOnMissing = false } = {}) {
  return lingui({ cwd: appDir, failOnMissing, failOnCompileError: true })
    .filter((plugin) => plugin.name !== 'vite-plugin-lingui-report-macro-error')
    .map((plugin) => {
      const transform = plugin.transform;
      if (typeof transform !== 'function') return plugin;
      // Only this slice's catalogues: a build of several slices (the benchmark's monolith) has one
      // such plugin per slice.
      return {
        ...plugin,
        transform(this: ThisParameterType<typeof transform>, code: string, id: string) {
          return ownsFile(appDir, id.split('?')[0] ?? id) ? transform.call(this, code, id) : null;
        },
      };
    });
}

/** Both, for the slice in `appDir`: its macros compiled, its catalogues compiled as imported. */
export function linguiPlugins(appDir: string, options: { failOnMissing?: boolean } = {}) {
  return [linguiMacros(appDir), ...linguiCatalogues(appDir, options)];
}

/** The folders of the apps that speak the visitor's language from a catalogue of their own (a lingui.config.ts). */
export function translatedAppDirs(): string[] {
  return Object.values(APPS)
    .map((app) => path.join(repoRoot, app.folder))
    .filter((dir) => existsSync(path.join(dir, 'lingui.config.ts')));
}
