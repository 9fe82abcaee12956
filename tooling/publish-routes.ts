// Vite plugin for the remotes: publishes what the remote declares (src/app/contract.ts: its routes,
// navigation entries and entry points) as routes.json beside mf-manifest.json, in the build and on
// the dev server. The deploy step reads
// it into the site's deployment (scripts/lib/deployment.mjs), so a route ships with its remote.
// A malformed declaration fails the remote's build, not the deploy.
//
// A route's first read carries its request (`firstReads`: the remote derives it from its own query),
// so a first-screen read ships with its remote. A route may also come with an early-read module
// (site-contract's EarlyReadModule), for a read that depends on the query string: its source is
// compiled here, on its own (no federation, nothing shared: it runs before any of the site's
// code), into a hashed file of the build, and routes.json names that file. A route whose page
// loads its own chunk may name it too: routes.json then lists that chunk's files to preload. And a
// route may have its first screen in its HTML (issue 38), rendered by the remote's own server
// function (issue 48), which the site's server asks over HTTP: routes.json names that function
// (`firstScreenFunction`).
// Built pages only: on the dev server a page reads and loads by itself.
//
// The build also publishes the slice's data rules beside routes.json (issue 48): its Firestore
// rules fragment and indexes (<remote>/firebase/), which the deploy step composes into what
// Firebase deploys. Always both files (empty for a slice with no collections of its own), so a
// build from before slices is told apart from a slice without data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntryPoints, FirstReadRequest, NavEntry, RemoteRelease, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import { checkedRelease } from '../scripts/lib/deployment.mjs';
import { linguiMacros } from './lingui-macros.ts';

const FILE = 'routes.json';
/** The slice's data files, as its build publishes them beside routes.json. */
export const DATA_FILES = { rules: 'firestore.rules', indexes: 'firestore.indexes.json' } as const;
const NO_RULES = '// This slice owns no collection: it adds no Firestore rules.\n';
const NO_INDEXES = `${JSON.stringify({ indexes: [], fieldOverrides: [] }, null, 2)}\n`;

interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}
interface DevServer {
  middlewares: {
    use(
      path: string,
      handler: (req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => void,
    ): void;
  };
}

/** Vite's `build`, from the app's config (this folder does not depend on Vite). */
export type ViteBuild = (config: never) => Promise<unknown>;

/** What is read of Vite's build output (a Rolldown output, or one per environment). */
interface BuildOutput {
  output: { type: string; fileName: string; code?: string }[];
}

/** What is read of a chunk of the remote's own bundle. */
export interface BundleChunk {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A page that loads its own chunk: the route path, and the page module that starts that chunk. */
export interface PageChunkSource {
  route: string;
  module: string;
}

/**
 * The files of the chunk `module` starts, the chunks it imports (and theirs) and their stylesheets:
 * what a first visit to its route preloads (a file the remote's entry already preloads is asked
 * for once). The browser would find the imported chunks only as each arrives; a stylesheet of an
 * imported chunk would be asked for from inside the page's render.
 */
export function pageChunkFiles(bundle: Record<string, BundleChunk>, appDir: string, module: string): string[] {
  const id = path.resolve(appDir, module);
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id);
  if (!chunk) throw new Error(`${module} starts no chunk of its own: nothing to preload for its route`);
  // A Set visits what is added while it is walked: each chunk once, in the order it was reached.
  const chunks = new Set([chunk]);
  for (const reached of chunks) {
    for (const file of reached.imports ?? []) {
      const imported = bundle[file];
      if (imported) chunks.add(imported);
    }
  }
  const stylesheets = new Set([...chunks].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  return [...[...chunks].map((c) => c.fileName), ...stylesheets];
}

/** An early-read module's source: the route path it serves, and its file in the app. */
export interface EarlyReadSource {
  route: string;
  entry: string;
}

/** What an early-read module may not import: it runs before any of the site's code, SDK-free. */
const NOT_BEFORE_FIRST_PAINT = /^(shared-firebase|firebase|@firebase)(\/|$)/;

/**
 * The module compiled from `entry`, minified, into one ES file named after its content. It must be
 * pure (the remote's own query definitions, listing-domain, site-contract): an import of
 * shared-firebase or the Firebase SDK fails this build.
 */
async function compileEarlyRead(
  build: ViteBuild,
  appDir: string,
  entry: string,
): Promise<{ fileName: string; code: string }> {
  const config = {
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    plugins: [
      // The slice's words its modules name (search-params' corrections, issue 88): compiled to
      // plain descriptors, as in the page's build (uncompiled, the macro package came with them).
      ...(existsSync(path.join(appDir, 'lingui.config.ts')) ? [linguiMacros(appDir)] : []),
      {
        name: 'early-read-stays-pure',
        resolveId(source: string, importer: string | undefined) {
          if (NOT_BEFORE_FIRST_PAINT.test(source))
            throw new Error(`${entry}: an early-read module may not import ${source} (from ${importer ?? entry})`);
          return null;
        },
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rolldownOptions: {
        input: path.resolve(appDir, entry),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: 'assets/early-read-[name]-[hash].js' },
      },
    },
  };
  return buildOneFile(build, config, `${entry}: an early-read module`);
}

/** Builds `config` (write: false) into one chunk; `what` names the module in the error if it is not one. */
async function buildOneFile(
  build: ViteBuild,
  config: object,
  what: string,
): Promise<{ fileName: string; code: string }> {
  const output = (await build(config as never)) as BuildOutput | BuildOutput[];
  const files = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((file) => file.type === 'chunk');
  const [only] = files;
  if (files.length !== 1 || !only?.code) throw new Error(`${what} must compile to one file`);
  return { fileName: only.fileName, code: only.code };
}

/** The routes whose first screen the remote's server function of that name renders (issue 48). */
export interface FirstScreenSource {
  routes: readonly string[];
  function: string;
}

/** What a remote declares in its src/app/contract.ts. */
export interface RemoteDeclarations {
  routes: readonly RouteDeclaration[];
  nav?: readonly NavEntry[];
  entries?: EntryPoints;
  /** The languages its pages speak (issue 88); English alone when it declares none. */
  locales?: readonly PageLocale[];
}

export function publishRoutes(
  remote: string,
  { routes, nav = [], entries = {}, locales = ['en'] }: RemoteDeclarations,
  {
    appDir,
    build,
    earlyReads = [],
    pageChunks = [],
    firstReads = {},
    firstScreen,
  }: {
    appDir?: string;
    build?: ViteBuild;
    earlyReads?: readonly EarlyReadSource[];
    pageChunks?: readonly PageChunkSource[];
    /** The request behind each read name the routes declare (the remote's own queries, as REST). */
    firstReads?: Readonly<Record<string, FirstReadRequest>>;
    /** The remote's server function that renders these routes' first screens (issues 38 and 48). */
    firstScreen?: FirstScreenSource;
  } = {},
) {
  // Each route's read carries its request: the first-load script starts it as the remote wrote it.
  routes = routes.map((route) => {
    if (!route.read) return route;
    const request = firstReads[route.read.name];
    if (!request) throw new Error(`${remote}: ${route.path} reads ${route.read.name}, which it defines no request for`);
    return { ...route, read: { ...route.read, request } };
  });
  const file = (declared: readonly RouteDeclaration[]): string => {
    const json: RemoteRelease = checkedRelease({ remote, routes: declared, nav, entries, locales }, remote);
    return `${JSON.stringify(json, null, 2)}\n`;
  };
  for (const routePath of [...earlyReads, ...pageChunks].map((r) => r.route).concat(firstScreen?.routes ?? [])) {
    if (!routes.some((route) => route.path === routePath)) throw new Error(`${remote} declares no route ${routePath}`);
  }
  const devSource = file(routes);
  let root = process.cwd();
  const dataFile = (name: string, none: string) => {
    const source = path.join(root, 'firebase', name);
    return existsSync(source) ? readFileSync(source, 'utf8') : none;
  };
  return {
    name: 'marketplace-publish-routes',
    configResolved(config: { root: string }) {
      root = config.root;
    },
    async generateBundle(this: EmitContext, _options: unknown, bundle: Record<string, BundleChunk>) {
      this.emitFile({ type: 'asset', fileName: DATA_FILES.rules, source: dataFile(DATA_FILES.rules, NO_RULES) });
      this.emitFile({ type: 'asset', fileName: DATA_FILES.indexes, source: dataFile(DATA_FILES.indexes, NO_INDEXES) });
      const preloads = new Map<string, string[]>();
      for (const page of pageChunks) {
        if (!appDir) throw new Error('publishRoutes: a page chunk needs appDir');
        const files = [...(preloads.get(page.route) ?? []), ...pageChunkFiles(bundle, appDir, page.module)];
        preloads.set(page.route, [...new Set(files)]);
      }
      const modules = new Map<string, string>();
      for (const early of earlyReads) {
        if (!appDir || !build) throw new Error('publishRoutes: an early-read module needs appDir and build');
        const compiled = await compileEarlyRead(build, appDir, early.entry);
        this.emitFile({ type: 'asset', fileName: compiled.fileName, source: compiled.code });
        modules.set(early.route, compiled.fileName);
      }
      const declared = routes.map((route) => {
        const earlyReadModule = modules.get(route.path);
        const preload = preloads.get(route.path);
        const rendered = firstScreen && firstScreen.routes.includes(route.path) ? firstScreen.function : undefined;
        return {
          ...route,
          ...(earlyReadModule ? { earlyReadModule } : {}),
          ...(rendered ? { firstScreenFunction: rendered } : {}),
          ...(preload ? { preload } : {}),
        };
      });
      this.emitFile({ type: 'asset', fileName: FILE, source: file(declared) });
    },
    configureServer(server: DevServer) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(devSource);
      });
    },
  };
}
