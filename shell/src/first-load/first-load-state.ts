import type { FirstLoadGlobal, FirstLoadState } from 'site-contract';

const GLOBAL: FirstLoadGlobal = '__MARKETPLACE_PRELOAD__';

/** What the first-load script (first-load.ts) left for the apps, or undefined outside a built page. */
export function firstLoadState(): FirstLoadState | undefined {
  const state: unknown = Reflect.get(globalThis, GLOBAL);
  return typeof state === 'object' && state !== null ? (state as FirstLoadState) : undefined;
}
