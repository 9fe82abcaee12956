// The taps a page's first screen keeps until the page takes it over (issue 50; decision record
// 029). The first-load script catches a tap on a button of the server's markup (the button does
// nothing yet), keeps where it was, and shows it is waiting; the shell, once the page has rendered
// the same markup, gives the same tap to the page's own button. A control is found again by its
// place: the element child indexes from the screen's box down to it, the same in the server's
// markup and in the page's first render.
import type { FirstLoadGlobal, FirstLoadState, FirstScreenTap } from './first-load.ts';

const FIRST_LOAD_GLOBAL: FirstLoadGlobal = '__MARKETPLACE_PRELOAD__';

function isTap(value: unknown): value is FirstScreenTap {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    Array.isArray(value.path) &&
    value.path.every((index) => typeof index === 'number') &&
    'action' in value &&
    (value.action === 'click' || value.action === 'submit')
  );
}

/**
 * The taps the first screen kept, once, and from now on none: the page has taken the screen over,
 * and the first-load script lets later taps through to it.
 */
export function takeFirstScreenTaps(): FirstScreenTap[] {
  const state: unknown = Reflect.get(globalThis, FIRST_LOAD_GLOBAL);
  if (typeof state !== 'object' || state === null) return [];
  const taps: unknown = Reflect.get(state, 'taps');
  Reflect.set(state, 'tookOver', true satisfies FirstLoadState['tookOver']);
  Reflect.set(state, 'taps', []);
  return Array.isArray(taps) ? taps.filter(isTap) : [];
}

/**
 * The performance mark the shell sets when the page has taken its first screen over and acted on
 * what was done on it: from then on every control of the page responds (`pnpm bench` measures it).
 */
export const PAGE_INTERACTIVE_MARK = 'page-interactive';
