import type { SyntheticEvent } from 'react';

/**
 * Props for an `<img>` that call `onReady` once the photo is decoded (ready to paint) or has
 * failed to load; none without `onReady`.
 */
export function photoReadyProps(onReady?: () => void) {
  if (!onReady) return {};
  return {
    onLoad: (event: SyntheticEvent<HTMLImageElement>) => {
      event.currentTarget
        .decode()
        .catch(() => {})
        .finally(onReady);
    },
    onError: onReady,
  };
}
