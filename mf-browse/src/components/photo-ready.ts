import type { SyntheticEvent } from 'react';
import { FIRST_SCREEN_PHOTO, type FirstScreen } from '../hooks/use-painted.ts';

/**
 * Props for a page's first-screen `<img>`: marked for Element Timing (see usePainted), and
 * calling `onReady('photo')` once the photo is decoded (ready to paint) or `onReady('no-photo')`
 * when it failed to load; none without `onReady`.
 */
export function photoReadyProps(onReady?: (state: Exclude<FirstScreen, 'pending'>) => void) {
  if (!onReady) return {};
  return {
    elementtiming: FIRST_SCREEN_PHOTO,
    onLoad: (event: SyntheticEvent<HTMLImageElement>) => {
      event.currentTarget.decode().then(
        () => onReady('photo'),
        () => onReady('no-photo'),
      );
    },
    onError: () => onReady('no-photo'),
  };
}

/**
 * How a photo of a row of photos loads: the first (the page's largest paint) at once and before
 * anything else, the others when layout finds them near the view.
 */
export function photoLoadingProps(first: boolean) {
  return { loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : 'auto' } as const;
}
