import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** What app/route-preload.inline.js started fetching before the shell's code ran. */
interface Preload {
  remotes?: Promise<unknown>;
  manifests: Record<string, Promise<Response> | undefined>;
}

const preload = (): Preload | undefined =>
  (globalThis as typeof globalThis & { __MARKETPLACE_PRELOAD__?: Preload }).__MARKETPLACE_PRELOAD__;

/** The contents of /remotes.json fetched by the preload script, once; later calls fetch afresh. */
export function takePreloadedRemoteUrls(): Promise<unknown> | undefined {
  const state = preload();
  const remotes = state?.remotes;
  if (state) state.remotes = undefined;
  return remotes;
}

/**
 * Hands the federation runtime the manifest the preload script already asked for, once (a Retry
 * fetches it again). Falls back to the runtime's own fetch when the early request failed.
 */
export const preloadedManifests: ModuleFederationRuntimePlugin = {
  name: 'marketplace-preloaded-manifests',
  fetch(url) {
    const state = preload();
    const early = state?.manifests[url];
    if (!state || !early) return undefined;
    state.manifests[url] = undefined;
    return early.then((response) => (response.ok ? response.clone() : fetch(url))).catch(() => fetch(url));
  },
};
