import { useCallback, useRef } from 'react';

/** How far below the screen an element counts as near: about a phone screen of scrolling. */
export const NEAR_SCREEN_MARGIN = '800px';

/**
 * A ref for an element: `action` runs once, when the element first comes within
 * NEAR_SCREEN_MARGIN of the screen (at once where the browser cannot tell). Pass a stable
 * function (a module's function, or one from useCallback): a new one re-attaches the observer.
 */
export function useWhenNearScreen(action: () => void): (element: Element | null) => (() => void) | undefined {
  const done = useRef(false);
  return useCallback(
    (element: Element | null) => {
      if (!element || done.current) return undefined;
      const run = () => {
        done.current = true;
        action();
      };
      if (typeof IntersectionObserver !== 'function') {
        run();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          run();
        },
        { rootMargin: `0px 0px ${NEAR_SCREEN_MARGIN} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [action],
  );
}
