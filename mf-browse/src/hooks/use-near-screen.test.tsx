import { render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { stubIntersectionObserver } from '../testing/intersection-observer-stub.ts';
import { NEAR_SCREEN_MARGIN, useWhenNearScreen } from './use-near-screen.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe({ action }: { action: () => void }) {
  return <button ref={useWhenNearScreen(action)}>Load More</button>;
}

describe('useWhenNearScreen', () => {
  test('runs the action once, when the element first comes near the screen', () => {
    const screen = stubIntersectionObserver();
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
    const screen = stubIntersectionObserver();
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
