import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** How often a nav count is asked again while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * A count a nav badge shows (unread messages, new alerts), asked with `ask` (null: nothing to ask,
 * 0) on each page change, when the tab comes back, every minute, and whenever `subscribe`'s event
 * says it changed. A failed ask keeps the last count: it is a hint. `key` names what is counted
 * (the person's id): a new key asks afresh.
 */
export function usePolledCount(
  key: string | null,
  ask: (key: string) => Promise<number>,
  subscribe?: (listener: () => void) => () => void,
): number {
  const { pathname } = useLocation();
  const [counted, setCounted] = useState<{ key: string; count: number } | null>(null);

  useEffect(() => {
    if (!key) return undefined;
    let active = true;
    const refresh = () => {
      ask(key).then(
        (count) => {
          if (active) setCounted({ key, count });
        },
        () => undefined,
      );
    };
    refresh();
    const stop = subscribe?.(refresh);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      active = false;
      stop?.();
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [key, pathname, ask, subscribe]);

  return counted && counted.key === key ? counted.count : 0;
}
