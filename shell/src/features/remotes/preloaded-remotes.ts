import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { firstLoadState } from '../../first-load/first-load-state.ts';

/**
 * Hands the federation runtime the manifest the first-load script already asked for, once (a Retry
 * fetches it again). Falls back to the runtime's own fetch when the early request failed.
 */
export const preloadedManifests: ModuleFederationRuntimePlugin = {
  name: 'marketplace-preloaded-manifests',
  fetch(url) {
    const state = firstLoadState();
    const early = state?.manifests[url];
    if (!state || !early) return undefined;
    state.manifests[url] = undefined;
    return early.then((response) => (response.ok ? response.clone() : fetch(url))).catch(() => fetch(url));
  },
};
