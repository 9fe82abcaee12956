// The first screen the site's server rendered into the page's HTML (issue 38; decision record
// 021), held in the page's place until the remote's page renders: React empties #root at its first
// commit, so the shell moves the server's nodes (painted photos and all) into the page area in that
// same commit, and the page replaces them in the commit it first renders in, with the same markup
// made from the same answer (site-contract's takeFirstScreenRead). Nothing flashes nor moves.
import { useLayoutEffect } from 'react';
import type { FirstScreenId } from 'site-contract';

const FIRST_SCREEN: FirstScreenId = 'first-screen';

/** The server's first screen and the address it is of, taken as the shell's code starts. */
const rendered = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN);
const renderedFor = rendered ? location.pathname : undefined;
let used = false;

/** Whether the HTML holds the first screen of the page at `pathname`, not yet replaced by the page. */
export function hasServerFirstScreen(pathname: string): boolean {
  return rendered !== null && !used && pathname === renderedFor;
}

/**
 * The server's first screen in the page's place (a box of its own: `display: contents`; its
 * buttons take no click until the page's own are there: design-system's tokens.css).
 */
export function ServerFirstScreen() {
  // Once the page (or anything else) has taken its place, it is gone for good.
  useLayoutEffect(
    () => () => {
      used = true;
    },
    [],
  );
  return (
    <div
      className="first-screen-held"
      style={{ display: 'contents' }}
      ref={(holder) => {
        if (holder && rendered && holder.childNodes.length === 0) holder.append(...rendered.childNodes);
      }}
    />
  );
}
