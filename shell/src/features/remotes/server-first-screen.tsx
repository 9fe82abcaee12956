// The first screen the site's server rendered into the page's HTML (issue 38; decision record
// 021), held in the page's place until the remote's page renders: React empties #root at its first
// commit, so the shell moves the server's nodes (painted photos and all) into the page area in that
// same commit, and the page replaces them in the commit it first renders in, with the same markup
// made from the same answer (site-contract's takeFirstScreenRead). Nothing flashes nor moves.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PAGE_INTERACTIVE_MARK, type FirstScreenId } from 'site-contract';
import {
  carryFirstScreen,
  letFirstScreenGo,
  replayFirstScreenTaps,
  type CarriedFirstScreen,
} from './first-screen-handover.ts';

const FIRST_SCREEN: FirstScreenId = 'first-screen';

/** The server's first screen and the address it is of, taken as the shell's code starts. */
const rendered = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN);
const renderedFor = rendered ? location.pathname : undefined;
let used = false;
/**
 * The server's nodes, once the page has replaced them, the page area they were in, and the element
 * among them that had the focus.
 */
let replaced: { holder: Element; area: Element; focused: Element | null } | undefined;
/** What the page was given of them, for the taps to follow once its effects have run. */
let carried: CarriedFirstScreen | undefined;

/**
 * The element of the server's first screen a reader has tabbed to, if any (before this code ran,
 * too): moving the nodes into the page area takes the focus off it, which is then given back.
 */
let focused: Element | null = rendered?.contains(document.activeElement) ? document.activeElement : null;
rendered?.addEventListener('focusin', (event) => {
  focused = event.target instanceof Element ? event.target : null;
});
rendered?.addEventListener('focusout', (event) => {
  const left = event.target;
  // For another element of the first screen: its focusin says which.
  if (event.relatedTarget instanceof Node && rendered.contains(event.relatedTarget)) return;
  if (event.relatedTarget) {
    focused = null;
    return;
  }
  // Blurred with nowhere else focused: by the reader, or by React's first commit taking #root's
  // nodes out of the document (Chromium blurs an element before it is removed, while it is still
  // connected), after which the nodes are moved into the page's place and the focus given back.
  // Told apart once that commit is over.
  queueMicrotask(() => {
    if (focused === left && document.activeElement !== left) focused = null;
  });
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
  // Once the page (or anything else) has taken its place, it is gone for good. The element a
  // reader had focused (tabbed to, typing in) is noted while it is still in the document: the
  // page's element at the same place gets the focus (FirstScreenHandover).
  useLayoutEffect(() => {
    const holder = holderRef.current;
    return () => {
      used = true;
      const area = holder?.parentElement;
      const active = document.activeElement;
      if (holder && area) replaced = { holder, area, focused: active && holder.contains(active) ? active : null };
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

/** Whether the document's first page has rendered (and so been marked interactive). */
let firstPageRendered = false;

/**
 * Rendered after a remote's page: when it replaced the server's first screen, gives it what was
 * done on the screen before (first-screen-handover.ts), once. The fields, panels and focus in the
 * commit that replaced it (a key pressed after it reaches the page's field); the kept taps once
 * the page's effects have run (its listeners are set in them), then the page-interactive mark.
 * The document's first page that had no first screen to replace (the HTML came without one: the
 * slice answered late, or the address has none) is marked interactive once its effects have run.
 */
export function FirstScreenHandover() {
  useLayoutEffect(() => {
    const taken = replaced;
    replaced = undefined;
    if (taken) carried = carryFirstScreen(taken.holder, taken.area, taken.focused);
  }, []);
  useEffect(() => {
    const given = carried;
    carried = undefined;
    const first = !firstPageRendered;
    firstPageRendered = true;
    if (given) void replayFirstScreenTaps(given);
    else if (first) performance.mark(PAGE_INTERACTIVE_MARK);
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
