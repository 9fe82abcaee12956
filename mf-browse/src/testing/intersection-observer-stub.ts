import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test moves: `near(true)` tells every
 * observer still watching that its elements came near the screen. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options };
    }
    observe() {
      live.add(this.entry);
    }
    disconnect() {
      live.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    near(isIntersecting: boolean) {
      act(() => {
        for (const { callback } of [...live]) {
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    },
    observers: () => [...live],
  };
}
