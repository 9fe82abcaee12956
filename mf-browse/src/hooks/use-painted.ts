import { useEffect, useState } from 'react';

/** The longest a page waits for its first screen before it loads the rest anyway. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/**
 * The Element Timing identifier (`elementtiming` attribute) of a page's first-screen photo: where
 * the browser reports when it has painted an element, usePainted waits for that report.
 */
export const FIRST_SCREEN_PHOTO = 'first-screen-photo';

/**
 * What a page's first screen waits for: 'pending' (its data or photo has not arrived), 'photo'
 * (its photo, marked FIRST_SCREEN_PHOTO, is decoded and about to paint) or 'no-photo' (it has none,
 * or it failed to load: only the frame to wait for).
 */
export type FirstScreen = 'pending' | 'photo' | 'no-photo';

/** The part of an Element Timing entry read here (not in TypeScript's DOM library). */
interface ElementTimingEntry extends PerformanceEntry {
  identifier: string;
  element: Element | null;
}

const reportsElementPaint = () =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * Calls `painted` once the browser reports the first-screen photo painted (Element Timing, in
 * Chromium). The report arrives once the frame has been presented, which can be tens of
 * milliseconds after the frame's own callbacks and the next idle period. Entries of earlier pages'
 * photos (still buffered) no longer have their element in the document.
 */
function waitForPhotoPaint(painted: () => void): () => void {
  const observer = new PerformanceObserver((list) => {
    const shown = list.getEntries().some((entry) => {
      const timing = entry as ElementTimingEntry;
      return timing.identifier === FIRST_SCREEN_PHOTO && timing.element?.isConnected === true;
    });
    if (!shown) return;
    observer.disconnect();
    painted();
  });
  observer.observe({ type: 'element', buffered: true });
  return () => observer.disconnect();
}

/**
 * The frame after this commit is painted and shown before the browser next goes idle (Safari has
 * no idle callbacks: a timer after the frame is as close as it gets there).
 */
export function waitForFrame(painted: () => void): () => void {
  let cancelWait = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(painted, { timeout: 500 });
      cancelWait = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(painted, 0);
      cancelWait = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelWait();
  };
}

/**
 * False until the browser has painted the page's first screen, then true for good; true after
 * FIRST_SCREEN_MAX_WAIT_MS at the latest, should the photo never load. What waits for it (Swiper,
 * the map, the viewer's session) starts its download after the first screen is on the glass
 * instead of competing with it for the network and the main thread.
 */
export function usePainted(firstScreen: FirstScreen): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const latest = setTimeout(() => setPainted(true), FIRST_SCREEN_MAX_WAIT_MS);
    return () => clearTimeout(latest);
  }, [painted]);
  useEffect(() => {
    if (firstScreen === 'pending' || painted) return;
    const done = () => setPainted(true);
    return firstScreen === 'photo' && reportsElementPaint() ? waitForPhotoPaint(done) : waitForFrame(done);
  }, [firstScreen, painted]);
  return painted;
}
