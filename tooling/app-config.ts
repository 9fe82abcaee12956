// Federation options for the shell and the remotes, built from one place.
// Kept free of plugin imports: each vite.config.ts imports its own plugins and passes these options.
import { APP_PORTS } from './app-ports.ts';
import { sharedSingletons } from './federation-shared.ts';

export type RemoteName = Exclude<keyof typeof APP_PORTS, 'shell'>;

/** What every remote exposes: one entry of page components. */
export const REMOTE_EXPOSES = { './pages': './src/app/pages.ts' };

/** Options of `federation()` for a remote: one exposed entry, a manifest, the shared singletons. */
export function remoteFederationOptions(name: RemoteName, appDir: string, command: 'build' | 'serve' = 'build') {
  return {
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    dts: false,
    exposes: REMOTE_EXPOSES,
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first' as const,
    dev: { remoteHmr: true },
    // In the composed build the shell provides the federation runtime: one copy per page instead of
    // one per remote. Dev mode keeps its own, so a remote still runs standalone with `pnpm dev`.
    experiments: { externalRuntime: command === 'build' },
  };
}

/** Options of `federation()` for the shell: no build-time remotes, they come from /remotes.json. */
export function shellFederationOptions(appDir: string) {
  return {
    name: 'shell',
    remotes: {},
    dts: false,
    shared: sharedSingletons(appDir),
    // The default 'version-first' waits for every remote entry before rendering anything.
    shareStrategy: 'loaded-first' as const,
    experiments: { provideExternalRuntime: true },
  };
}

/** Dev and preview server settings for the app on `port`. */
export function serverOptions(port: number) {
  return {
    server: { port, strictPort: true, host: 'localhost', origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, host: 'localhost' },
  };
}

export { APP_PORTS };

/** Vitest's `test` options of every app: jsdom, tests beside the code, the shared setup. */
export const APP_UNIT_TEST_OPTIONS = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['../tooling/vitest-setup.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
};
