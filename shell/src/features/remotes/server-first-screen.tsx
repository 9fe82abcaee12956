// The first screen the site's server rendered into the page's HTML (issue 38; decision record
// 021), held in the page's place until the remote's page renders: React empties #root at its first
// commit, so the shell moves the server's nodes (painted photos and all) into the page area in that
// same commit, and the page replaces them in the commit it first renders in, with the same markup
// made from the same answer (site-contract's takeFirstScreenRead). Nothing flashes nor moves.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FirstScreenId } from 'site-contract';
import { handOverFirstScreen, letFirstScreenGo } from './first-screen-handover.ts';

const FIRST_SCREEN: FirstScreenId = 'first-screen';

/** What the Tab key stops at, in the order of the markup. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The server's first screen and the address it is of, taken as the shell's code starts. */
const rendered = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN);
const renderedFor = rendered ? location.pathname : undefined;
let used = false;
/** The server's nodes, once the page has replaced them, and the page area they were in. */
let replaced: { holder: Element; area: Element } | undefined;

/**
 * The element of the server's first screen a reader has tabbed to, if any (before this code ran,
 * too): moving the nodes into the page area takes the focus off it, which is then given back.
 */
let focused: Element | null = rendered?.contains(document.activeElement) ? document.activeElement : null;
rendered?.addEventListener('focusin', (event) => {
  focused = event.target instanceof Element ? event.target : null;
});
rendered?.addEventListener('focusout', (event) => {
  // Left for somewhere else (not removed from the document with the rest of #root).
  if (event.target instanceof Element && event.target.isConnected && !event.relatedTarget) focused = null;
});

/** Whether the HTML holds the first screen of the page at `pathname`, not yet replaced by the page. */
export function hasServerFirstScreen(pathname: string): boolean {
  return rendered !== null && !used && pathname === renderedFor;
}

/**
 * The server's first screen in the page's place (a box of its own: `display: contents`; a tap on
 * its buttons is kept for the page's own: first-screen-handover.ts).
 */
export function ServerFirstScreen() {
  const holderRef = useRef<HTMLDivElement>(null);
  // Once the page (or anything else) has taken its place, it is gone for good. A reader who had
  // tabbed into it keeps their place: the page's element at the same stop gets the focus.
  useLayoutEffect(() => {
    const holder = holderRef.current;
    return () => {
      used = true;
      const area = holder?.parentElement;
      if (holder && area) replaced = { holder, area };
      if (!holder || !area || !holder.contains(document.activeElement)) return;
      const stop = [...holder.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
      queueMicrotask(() => {
        const same = area.querySelectorAll<HTMLElement>(FOCUSABLE).item(stop);
        same?.focus({ preventScroll: true });
      });
    };
  }, []);
  return (
    <div
      className="first-screen-held"
      style={{ display: 'contents' }}
      ref={(holder) => {
        holderRef.current = holder;
        if (!holder || !rendered || holder.childNodes.length > 0) return;
        holder.append(...rendered.childNodes);
        if (focused instanceof HTMLElement && holder.contains(focused) && document.activeElement !== focused)
          focused.focus({ preventScroll: true });
      }}
    />
  );
}

/**
 * Rendered after the page that replaced the server's first screen: once the page's effects have
 * run, gives it what was done on the screen before (first-screen-handover.ts), once.
 */
export function FirstScreenHandover() {
  useEffect(() => {
    const taken = replaced;
    replaced = undefined;
    if (taken) void handOverFirstScreen(taken.holder, taken.area);
  }, []);
  return null;
}

/**
 * The server's first screen again, after the page failed to load in its place (the remote is
 * unreachable): its links still lead where they say, under the shell's Retry notice. Its buttons
 * keep no more taps (nothing will take them). An empty box when there was none: the nodes are
 * taken in the commit that removed them from the page's place (after this renders).
 */
export function PaintedFirstScreen() {
  return (
    <div
      className="first-screen-held"
      style={{ display: 'contents' }}
      ref={(box) => {
        const taken = replaced;
        if (!box || !taken || box.childNodes.length > 0) return;
        replaced = undefined;
        letFirstScreenGo(taken.holder);
        box.append(...taken.holder.childNodes);
      }}
    />
  );
}
