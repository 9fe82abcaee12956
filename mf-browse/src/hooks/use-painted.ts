import { useEffect, useState } from 'react';

/** The longest a page waits for its first screen before it loads the rest anyway. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/**
 * False until the browser has painted the page's first screen (`shown`: the page says its main
 * photo is ready to paint), then true for good; true after FIRST_SCREEN_MAX_WAIT_MS at the latest,
 * should the photo never load. What waits for it (Swiper, the map, the viewer's session) starts
 * its download after the first screen is on the glass instead of competing with it for the
 * network and the main thread.
 */
export function usePainted(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const latest = setTimeout(() => setPainted(true), FIRST_SCREEN_MAX_WAIT_MS);
    return () => clearTimeout(latest);
  }, [painted]);
  useEffect(() => {
    if (!shown || painted) return;
    // The frame after this commit is painted and shown before the browser next goes idle
    // (Safari has no idle callbacks: a timer after the frame is as close as it gets there).
    let cancelWait = () => {};
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(() => setPainted(true), { timeout: 500 });
        cancelWait = () => cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(() => setPainted(true), 0);
        cancelWait = () => clearTimeout(timer);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelWait();
    };
  }, [shown, painted]);
  return painted;
}
