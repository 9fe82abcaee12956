// Federation and server options for the shell and the remotes, built from one place.
// Kept free of plugin imports: each vite.config.ts imports its own plugins and passes these options.
import { APPS, type AppName, type RemoteName } from './apps.ts';
import { sharedSingletons } from './federation-shared.ts';

export { APPS, type AppName, type RemoteName };

/** The exposed entries of a remote, as the app registry lists them. */
export function remoteExposes(name: RemoteName): Record<string, string> {
  const exposes = APPS[name].exposes;
  if (!exposes) throw new Error(`tooling/apps.json lists no exposes for ${name}`);
  return exposes;
}

function consumeOnly<T extends object>(shared: Record<string, T>) {
  return Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { ...v, import: false as const }]));
}

/** Options of `federation()` for a remote: its exposed entries, a manifest, the shared singletons. */
export function remoteFederationOptions(name: RemoteName, appDir: string, command: 'build' | 'serve' = 'build') {
  return {
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    dts: false,
    exposes: remoteExposes(name),
    shared: command === 'build' ? consumeOnly(sharedSingletons(appDir)) : sharedSingletons(appDir),
    shareStrategy: 'loaded-first' as const,
    dev: { remoteHmr: true },
    // In the composed build the shell provides the federation runtime: one copy per page instead of
    // one per remote. Dev mode keeps its own, so a remote still runs standalone with `pnpm dev`.
    experiments: { externalRuntime: command === 'build' },
  };
}

/** Options of `federation()` for the shell: no build-time remotes, they come from the deployment. */
export function shellFederationOptions(appDir: string) {
  return {
    name: 'shell',
    remotes: {},
    dts: false,
    shared: sharedSingletons(appDir),
    // The default 'version-first' waits for every remote entry before rendering anything.
    shareStrategy: 'loaded-first' as const,
    experiments: { provideExternalRuntime: true },
    // The runtime loads each remote from its remoteEntry.js (the deployment names it), so the
    // manifest support (the snapshot plugin) is left out of the build (decision record 008).
    disableSnapshot: true,
  };
}

/** Dev and preview server settings for the app `name`, on its registered port. */
export function serverOptions(name: AppName) {
  const port = APPS[name].port;
  return {
    server: { port, strictPort: true, host: 'localhost', origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, host: 'localhost' },
    // React Query is each remote's own (not shared): served as its ES modules in dev, so the
    // federation plugin points its React imports at the shared React. Pre-bundled, it kept the
    // pre-bundle's view of react/jsx-runtime and failed ('jsx is not a function').
    optimizeDeps: { exclude: ['@tanstack/react-query'] },
  };
}

/** Vitest's `test` options of every app: jsdom, tests beside the code, the shared setup. */
export const APP_UNIT_TEST_OPTIONS = {
  // Integration tests run against the local backend, apart (vitest.integration.config.ts).
  exclude: ['**/node_modules/**', '**/dist/**', 'src/**/*.integration.test.ts'],
  setupFiles: ['../tooling/vitest-setup.ts'],
  // A form test types a whole listing with user-event in jsdom: 1-2 s alone, past Vitest's 5 s
  // on a loaded 2-core machine (two of the create form's timed out so while builds ran beside).
  testTimeout: 15_000,
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
  // A component's test (`.test.tsx`) runs in jsdom; a module's (`.test.ts`: parsing, queries,
  // formatting) in Node, without a DOM to build for each file (half of an app's unit time went
  // there). A `.test.ts` that needs one says so: `// @vitest-environment jsdom` on its first line.
  projects: [
    { extends: true as const, test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
    { extends: true as const, test: { name: 'modules', environment: 'node', include: ['src/**/*.test.ts'] } },
  ],
};
