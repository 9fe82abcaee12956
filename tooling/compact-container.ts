// The container entry (remoteEntry.js) of each app of the composed build, in the browser: what
// tooling/compact-container-entry.ts puts in place of the federation plugin's generated entry
// (decision record 053). It keeps the plugin's run-time contract, so the plugin's share wrappers
// in every chunk work unchanged:
// - each shared package's module sits in `globalThis.__mf_module_cache__.share['default:<name>']`;
// - the app's own init record (`globalThis[initKey]`: initPromise, initResolve) resolves once they
//   are there, and its `loadLazyShares(names)` fetches one that is still missing;
// - `get(name)` waits for the share loads in flight, then returns a factory of the exposed module.
// The host (the shell) loads each package it shares from its own build and registers them with the
// federation runtime; a remote finds them in the module cache, or asks the host's providers in the
// share scope it is given (a shell built before this entry, which caches a tree-shaken share under
// its own name only).

/** A share provider as the runtime's share scope holds it (the fields read here). */
export interface ShareProvider {
  lib?: () => unknown;
  get?: () => unknown;
  shareConfig?: { import?: false | string };
  treeShaking?: { get?: () => unknown };
}

/** One version of each package, by package name and version. */
export type ShareScope = Record<string, Record<string, ShareProvider | undefined> | undefined>;

interface InitRecord {
  initPromise: Promise<unknown>;
  initResolve: (value?: unknown) => void;
  initReject: (reason?: unknown) => void;
  loadLazyShares?: (names: string[]) => Promise<unknown>;
}

interface ModuleCache {
  share: Record<string | symbol, unknown>;
  remote: Record<string, unknown>;
  pendingShareLoads?: Promise<unknown>[];
}

type Exposes = Partial<Record<string, () => Promise<unknown>>>;

const MODULE_CACHE_KEY = '__mf_module_cache__';
/** Where the plugin's host keeps a tree-shaken share, per app that selected it. */
const SELECTION_CACHE = Symbol.for('module-federation.tree-shaking-shared-selection-cache');

function moduleCache(): ModuleCache {
  const global = globalThis as unknown as Record<string, ModuleCache | undefined>;
  const cache = (global[MODULE_CACHE_KEY] ??= { share: {}, remote: {} });
  cache.share ??= {};
  cache.remote ??= {};
  return cache;
}

/** The app's init record, made here if no chunk of the app has made it yet. */
function initRecord(initKey: string): InitRecord {
  const global = globalThis as unknown as Record<string, InitRecord | undefined>;
  let record = global[initKey];
  if (!record) {
    let initResolve!: InitRecord['initResolve'];
    let initReject!: InitRecord['initReject'];
    const initPromise = new Promise((resolve, reject) => {
      initResolve = resolve;
      initReject = reject;
    });
    record = global[initKey] = { initPromise, initResolve, initReject };
  }
  return record;
}

const cacheKey = (name: string) => `default:${name}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A module namespace as the share wrappers read it: a bare `{ default: namespace }` unwrapped. */
export function unwrapShare(module: unknown): unknown {
  let current = module;
  for (let depth = 0; depth < 5; depth++) {
    const inner = isRecord(current) ? current.default : undefined;
    if (!isRecord(inner) || Object.keys(inner).length === 0) break;
    const others = Object.entries(current as Record<string, unknown>).filter(([key]) => key !== 'default');
    if (others.some(([, value]) => value !== undefined)) break;
    current = inner;
  }
  return current;
}

/** A provider's factory, called: the module it provides. */
async function provided(factory: unknown): Promise<unknown> {
  const resolved: unknown = await factory;
  return unwrapShare(await (typeof resolved === 'function' ? (resolved as () => unknown)() : resolved));
}

function exposedModule(exposes: Exposes, cache: ModuleCache) {
  return async function get(name: string): Promise<() => unknown> {
    const load = Object.hasOwn(exposes, name) ? exposes[name] : undefined;
    if (!load) throw new Error(`[Module Federation] Module ${name} does not exist in container.`);
    if (cache.pendingShareLoads) await Promise.all(cache.pendingShareLoads);
    const exposed = await load();
    return () => exposed;
  };
}

/** Runs `start` once; a failed run is forgotten, so that the next call tries again. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= start().catch((error: unknown) => {
      running = undefined;
      throw error;
    }));
}

export interface RemoteContainerOptions {
  /** The global key of this app's init record (the plugin's, from its generated entry). */
  initKey: string;
  /** The federation name of this app. */
  name: string;
  /** The packages this app consumes from the host. */
  shares: readonly string[];
  exposes: Exposes;
}

/** `init` and `get` of a remote that consumes every shared package from its host. */
export function createRemoteContainer({ initKey, name, shares, exposes }: RemoteContainerOptions) {
  const cache = moduleCache();
  const record = initRecord(initKey);
  const cached = (pkg: string) => cache.share[cacheKey(pkg)];

  async function adopt(pkg: string, scope: ShareScope): Promise<void> {
    if (cached(pkg) !== undefined) return;
    const selections = cache.share[SELECTION_CACHE];
    const selected = isRecord(selections) ? selections[cacheKey(pkg)] : undefined;
    let module = isRecord(selected) ? (selected[name] ?? Object.values(selected)[0]) : undefined;
    if (module === undefined) {
      const provider = Object.values(scope[pkg] ?? {}).find(
        (candidate) => candidate && candidate.shareConfig?.import !== false && (candidate.lib || candidate.get),
      );
      if (!provider) throw new Error(`[Module Federation] Shared module '${pkg}' must be provided by host`);
      module = await provided(provider.lib ?? provider.get?.());
    }
    cache.share[cacheKey(pkg)] = module;
  }

  let scope: ShareScope = {};
  const start = once(async () => {
    await Promise.all(shares.map((pkg) => adopt(pkg, scope)));
    record.loadLazyShares = (names) => Promise.all(names.map((pkg) => adopt(pkg, scope)));
    record.initResolve();
  });

  function init(
    shared: ShareScope = {},
    _initScope: unknown[] = [],
    options: { shareScopeMap?: Record<string, ShareScope> } = {},
  ) {
    scope = options.shareScopeMap?.default ?? shared;
    return start();
  }

  return { init, get: exposedModule(exposes, cache) };
}

/** The part of the federation runtime's instance the host's container starts. */
export interface FederationInstance {
  initializeSharing(
    scopeName: string,
    options: { strategy: string; from: string; initScope: unknown[] },
  ): Promise<unknown>[] | Promise<Promise<unknown>[]>;
}

export interface HostContainerOptions {
  initKey: string;
  /** The packages the host shares, in the plugin's batches (a package after those it needs). */
  batches: readonly (readonly string[])[];
  exposes: Exposes;
  /** The host's shared packages as the plugin declares them (its local shared import map). */
  loadSharedMap: () => Promise<{ usedShared: Record<string, ShareProvider> }>;
  /** Makes the federation runtime's instance of the host from its shared packages. */
  createInstance: (shared: Record<string, ShareProvider>) => FederationInstance;
}

/** `init` and `get` of the host: it registers its shared packages and loads each one once. */
export function createHostContainer({
  initKey,
  batches,
  exposes,
  loadSharedMap,
  createInstance,
}: HostContainerOptions) {
  const cache = moduleCache();
  const record = initRecord(initKey);

  const start = once(async () => {
    const { usedShared } = await loadSharedMap();
    const instance = createInstance(usedShared);
    await Promise.all(
      await instance.initializeSharing('default', { strategy: 'loaded-first', from: 'build', initScope: [] }),
    );
    for (const batch of batches) {
      await Promise.all(
        batch.map(async (pkg) => {
          const share = usedShared[pkg];
          if (!share || cache.share[cacheKey(pkg)] !== undefined) return;
          // A tree-shaken share (the router) is the build with only the names the apps use.
          const load = share.treeShaking?.get ?? share.get;
          if (!load) throw new Error(`[Module Federation] Shared module '${pkg}' has nothing to load`);
          cache.share[cacheKey(pkg)] = await provided(load());
        }),
      );
    }
    record.initResolve(instance);
    return instance;
  });

  return { init: () => start(), get: exposedModule(exposes, cache) };
}
