import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { PAGE_START_ATTRIBUTE } from 'site-contract';

/** How long a new page may take to show its heading (a remote's code, then its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change, the new page's heading (its h1 in `main`, or the start it marks above it:
 * site-contract's PAGE_START_ATTRIBUTE) takes the focus, so a screen
 * reader announces the page and Tab starts from its top; a page opened by a link also starts
 * scrolled to the top, while Back and Forward keep the browser's scroll position. The heading is
 * awaited (remotes and their data arrive later), and never steals the focus from a control of the
 * page the user has already reached.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The first page keeps the browser's own start (and React's second effect run in dev changes nothing).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    const opened = navigationType !== NavigationType.Pop;
    if (opened) window.scrollTo(0, 0);

    const focusHeading = (): boolean => {
      // The first in the page's order: a marked start comes before its h1.
      const heading = main.querySelector<HTMLElement>(`[${PAGE_START_ATTRIBUTE}], h1`);
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: !opened });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, navigationType, mainRef]);
}
