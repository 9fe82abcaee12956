// An element's place under a box, as element child indexes, and the element at such a place: how a
// control of a page's first screen is found again in the page's own render (first-screen-taps.ts).
// Imports nothing: the shell's first-load script inlines it (shell/build/first-load-script.mjs).

/**
 * Whether `element` counts as a place: not one of the elements React's server render writes in
 * the markup and its browser render hoists into the document's head (a photo's preload link, a
 * title, a stylesheet), which would shift the places after it.
 */
function isPlaced(element: Element): boolean {
  return !/^(LINK|META|TITLE|STYLE|SCRIPT|NOSCRIPT|TEMPLATE)$/.test(element.tagName);
}

/** The placed children of `parent`, in order. */
function placedChildren(parent: Element): Element[] {
  return Array.prototype.filter.call(parent.children, isPlaced) as Element[];
}

/** The element child indexes from `box` down to `element` (null when it is not inside). */
export function pathWithin(box: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element = element; node !== box;) {
    const parent = node.parentElement;
    if (!parent || !isPlaced(node)) return null;
    path.unshift(placedChildren(parent).indexOf(node));
    node = parent;
  }
  return path;
}

/** The element at `path` under `box`, if there is one. */
export function elementAt(box: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = box;
  for (const index of path) node = node ? placedChildren(node)[index] : undefined;
  return node ?? null;
}
