import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NEAR_SCREEN_MARGIN, useWhenNearScreen } from './use-near-screen.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test moves: `near(true)` says the observed elements came near. */
function stubIntersection() {
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

function Probe({ action }: { action: () => void }) {
  return <button ref={useWhenNearScreen(action)}>Load More</button>;
}

describe('useWhenNearScreen', () => {
  test('runs the action once, when the element first comes near the screen', () => {
    const screen = stubIntersection();
    const action = vi.fn();
    render(<Probe action={action} />);
    expect(screen.observers()[0]?.options?.rootMargin).toContain(NEAR_SCREEN_MARGIN);

    screen.near(false);
    expect(action).not.toHaveBeenCalled();
    screen.near(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.observers()).toHaveLength(0);
    screen.near(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('stops watching an element that goes away before it came near', () => {
    const screen = stubIntersection();
    const action = vi.fn();
    const { unmount } = render(<Probe action={action} />);
    unmount();
    expect(screen.observers()).toHaveLength(0);
    expect(action).not.toHaveBeenCalled();
  });

  test('runs the action at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const action = vi.fn();
    render(<Probe action={action} />);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
