import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHostContainer, createRemoteContainer, type ShareScope, unwrapShare } from './compact-container.ts';

const global = globalThis as unknown as Record<string | symbol, unknown>;
const SELECTION_CACHE = Symbol.for('module-federation.tree-shaking-shared-selection-cache');

function cacheShare(): Record<string | symbol, unknown> {
  return (global.__mf_module_cache__ as { share: Record<string | symbol, unknown> }).share;
}

let keys = 0;
/** A fresh init record key per test, as each app has its own. */
const newInitKey = () => `__test_init_${++keys}__`;

function initRecord(key: string) {
  return global[key] as { initPromise: Promise<unknown>; loadLazyShares?: (names: string[]) => Promise<unknown> };
}

afterEach(() => {
  delete global.__mf_module_cache__;
});

const react = { useState: () => undefined, version: '19.3.1' };
const pagesModule = { pages: {} };
const exposes = { './pages': () => Promise.resolve(pagesModule) };

describe('createRemoteContainer', () => {
  it('takes the packages the host cached, resolves the init record, and serves what it exposes', async () => {
    global.__mf_module_cache__ = { share: { 'default:react': react }, remote: {} };
    const initKey = newInitKey();
    const scopeGet = vi.fn();
    const container = createRemoteContainer({ initKey, name: 'mf_test', shares: ['react'], exposes });

    await container.init({ react: { '19.3.1': { get: scopeGet } } });

    await expect(initRecord(initKey).initPromise).resolves.toBeUndefined();
    expect(scopeGet).not.toHaveBeenCalled();
    const factory = await container.get('./pages');
    expect(factory()).toBe(pagesModule);
  });

  it('loads a package missing from the cache from the host provider in its share scope', async () => {
    const initKey = newInitKey();
    const container = createRemoteContainer({ initKey, name: 'mf_test', shares: ['react'], exposes });
    const consumeOnly = { get: vi.fn(), shareConfig: { import: false as const } };
    const host = { get: vi.fn(() => Promise.resolve(() => ({ default: react }))) };
    const scope: ShareScope = { react: { '19.3.0': consumeOnly, '19.3.1': host } };

    await container.init({}, [], { shareScopeMap: { default: scope } });

    expect(consumeOnly.get).not.toHaveBeenCalled();
    expect(cacheShare()['default:react']).toBe(react);
  });

  it('adopts a tree-shaken package that a host cached under its own name', async () => {
    const router = { Link: () => null };
    global.__mf_module_cache__ = {
      share: { [SELECTION_CACHE]: { 'default:react-router': { shell: router } } },
      remote: {},
    };
    const container = createRemoteContainer({
      initKey: newInitKey(),
      name: 'mf_test',
      shares: ['react-router'],
      exposes,
    });

    await container.init({});

    expect(cacheShare()['default:react-router']).toBe(router);
  });

  it('says which package no host provides, and tries again on the next init', async () => {
    const initKey = newInitKey();
    const container = createRemoteContainer({ initKey, name: 'mf_test', shares: ['react'], exposes });

    await expect(container.init({})).rejects.toThrow("Shared module 'react' must be provided by host");

    await container.init({ react: { '19.3.1': { lib: () => react } } });
    await expect(initRecord(initKey).initPromise).resolves.toBeUndefined();
    expect(cacheShare()['default:react']).toBe(react);
  });

  it('loads a lazy package when a chunk asks for it after init', async () => {
    const initKey = newInitKey();
    global.__mf_module_cache__ = { share: { 'default:react': react }, remote: {} };
    const toastify = { toast: () => undefined };
    const container = createRemoteContainer({ initKey, name: 'mf_test', shares: ['react'], exposes });
    await container.init({ 'react-toastify': { '11.2.0': { lib: () => toastify } } });

    await initRecord(initKey).loadLazyShares?.(['react-toastify']);

    expect(cacheShare()['default:react-toastify']).toBe(toastify);
  });

  it('refuses a module it does not expose, and waits for the share loads in flight', async () => {
    global.__mf_module_cache__ = { share: { 'default:react': react }, remote: {} };
    const container = createRemoteContainer({ initKey: newInitKey(), name: 'mf_test', shares: ['react'], exposes });
    await container.init({});
    await expect(container.get('./missing')).rejects.toThrow('Module ./missing does not exist in container.');

    let finishLoad!: () => void;
    const cache = global.__mf_module_cache__ as { pendingShareLoads?: Promise<unknown>[] };
    cache.pendingShareLoads = [new Promise<void>((resolve) => (finishLoad = resolve))];
    let served = false;
    const got = container.get('./pages').then(() => (served = true));
    await Promise.resolve();
    expect(served).toBe(false);
    finishLoad();
    await got;
    expect(served).toBe(true);
  });
});

describe('createHostContainer', () => {
  it('registers its packages with the runtime, loads each one in batch order, and resolves with the instance', async () => {
    const initKey = newInitKey();
    const loaded: string[] = [];
    const provider = (name: string, module: object) => ({
      get: vi.fn(() => {
        loaded.push(name);
        return Promise.resolve(() => module);
      }),
    });
    const dom = { createRoot: () => undefined };
    const shakenRouter = { Link: () => null };
    const usedShared = {
      react: provider('react', react),
      'react-dom': provider('react-dom', dom),
      'react-router': {
        get: vi.fn(),
        treeShaking: { get: vi.fn(() => Promise.resolve(() => shakenRouter)) },
      },
    };
    const instance = { initializeSharing: vi.fn(() => [Promise.resolve()]) };
    const createInstance = vi.fn(() => instance);
    const container = createHostContainer({
      initKey,
      batches: [['react'], ['react-dom', 'react-router']],
      exposes: {},
      loadSharedMap: () => Promise.resolve({ usedShared }),
      createInstance,
    });

    await expect(container.init()).resolves.toBe(instance);
    await container.init();

    expect(createInstance).toHaveBeenCalledOnce();
    expect(createInstance).toHaveBeenCalledWith(usedShared);
    expect(instance.initializeSharing).toHaveBeenCalledWith(
      'default',
      expect.objectContaining({ strategy: 'loaded-first' }),
    );
    expect(loaded).toEqual(['react', 'react-dom']);
    expect(usedShared['react-router'].get).not.toHaveBeenCalled();
    expect(cacheShare()).toMatchObject({
      'default:react': react,
      'default:react-dom': dom,
      'default:react-router': shakenRouter,
    });
    await expect(initRecord(initKey).initPromise).resolves.toBe(instance);
  });

  it('keeps a package already in the cache', async () => {
    global.__mf_module_cache__ = { share: { 'default:react': react }, remote: {} };
    const get = vi.fn();
    const container = createHostContainer({
      initKey: newInitKey(),
      batches: [['react']],
      exposes: {},
      loadSharedMap: () => Promise.resolve({ usedShared: { react: { get } } }),
      createInstance: () => ({ initializeSharing: () => [] }),
    });

    await container.init();

    expect(get).not.toHaveBeenCalled();
  });
});

describe('unwrapShare', () => {
  it('unwraps a namespace that holds only a default namespace, and nothing else', () => {
    expect(unwrapShare({ default: react })).toBe(react);
    const withNames = { default: react, useState: react.useState };
    expect(unwrapShare(withNames)).toBe(withNames);
    expect(unwrapShare(react)).toBe(react);
  });
});
