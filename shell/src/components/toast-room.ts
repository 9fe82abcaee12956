// The room the top-right toasts take (issue 53: on a desktop they covered the listing page's
// sticky price card). The shell owns the toasts, so it says where they end: the CSS variable
// `--toasts-bottom` on the document (the container's bottom edge from the top of the viewport, in
// px; 0 when no toast shows). A page's sticky element moves out of their way with a transform (no
// layout shift): the listing page's price card does.
export const TOASTS_BOTTOM = '--toasts-bottom';

/** The bottom edge of the top-right toasts inside `root`, in px from the viewport's top; 0: none. */
export function toastsBottom(root: ParentNode): number {
  const container = root.querySelector('.Toastify__toast-container--top-right');
  if (!container || container.childElementCount === 0) return 0;
  return Math.max(0, Math.round(container.getBoundingClientRect().bottom));
}

/**
 * Keeps `--toasts-bottom` on `target` (the document's root) true to the toasts inside `root`, as
 * they come, grow and go; returns the function that stops.
 */
export function watchToastRoom(root: HTMLElement, target: HTMLElement = document.documentElement): () => void {
  let last = -1;
  const measure = () => {
    const bottom = toastsBottom(root);
    if (bottom === last) return;
    last = bottom;
    target.style.setProperty(TOASTS_BOTTOM, `${bottom}px`);
  };
  const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  const watchContainer = () => {
    const container = root.querySelector('.Toastify__toast-container--top-right');
    sizes?.disconnect();
    if (container) sizes?.observe(container);
    measure();
  };
  const changes = new MutationObserver(watchContainer);
  changes.observe(root, { childList: true, subtree: true });
  watchContainer();
  return () => {
    changes.disconnect();
    sizes?.disconnect();
    target.style.removeProperty(TOASTS_BOTTOM);
  };
}
