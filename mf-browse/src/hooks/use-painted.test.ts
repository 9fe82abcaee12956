// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FIRST_SCREEN_MAX_WAIT_MS, FIRST_SCREEN_PHOTO, usePainted, type FirstScreen } from './use-painted.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A PerformanceObserver that reports Element Timing entries when the test says so. */
function stubElementTiming() {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private callback: PerformanceObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, self: this as unknown as PerformanceObserver });
    }
    disconnect() {
      for (const entry of observers)
        if (entry.self === (this as unknown as PerformanceObserver)) observers.delete(entry);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    /** The browser reports `element` (marked `identifier`) painted. */
    paint(element: Element, identifier = FIRST_SCREEN_PHOTO) {
      const entry = { entryType: 'element', identifier, element } as unknown as PerformanceEntry;
      const list = { getEntries: () => [entry] } as unknown as PerformanceObserverEntryList;
      act(() => {
        for (const { callback, self } of [...observers]) callback(list, self);
      });
    },
    observing: () => observers.size,
  };
}

describe('usePainted', () => {
  test('turns true after the frame that shows the first screen, and stays true', () => {
    const { result, rerender } = renderHook(({ screen }: { screen: FirstScreen }) => usePainted(screen), {
      initialProps: { screen: 'pending' },
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(false); // nothing shown yet: the rest waits

    rerender({ screen: 'no-photo' });
    expect(result.current).toBe(false); // not before the browser has painted it
    act(() => {
      vi.advanceTimersByTime(50);
    }); // a frame, then the timer (no idle callbacks here)
    expect(result.current).toBe(true);

    rerender({ screen: 'pending' });
    expect(result.current).toBe(true);
  });

  test('where the browser reports painted elements, waits for its report of the photo on this page', () => {
    const timing = stubElementTiming();
    const { result } = renderHook(() => usePainted('photo'));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(false); // frames and timers alone do not do it

    const previousPage = document.createElement('img'); // a photo of a page left behind
    timing.paint(previousPage);
    const otherMarked = document.body.appendChild(document.createElement('img'));
    timing.paint(otherMarked, 'something-else');
    expect(result.current).toBe(false);

    const photo = document.body.appendChild(document.createElement('img'));
    timing.paint(photo);
    expect(result.current).toBe(true);
    expect(timing.observing()).toBe(0);
    photo.remove();
    otherMarked.remove();
  });

  test('a photo that failed to load waits for the frame only, even where paints are reported', () => {
    stubElementTiming();
    const { result } = renderHook(() => usePainted('no-photo'));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(true);
  });

  test('where paints are not reported, a decoded photo waits for the frame', () => {
    const { result } = renderHook(() => usePainted('photo'));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(true);
  });

  test('gives up waiting for a photo that never loads', () => {
    const { result } = renderHook(() => usePainted('pending'));
    act(() => {
      vi.advanceTimersByTime(FIRST_SCREEN_MAX_WAIT_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  test('gives up waiting for a paint report that never comes', () => {
    stubElementTiming();
    const { result } = renderHook(() => usePainted('photo'));
    act(() => {
      vi.advanceTimersByTime(FIRST_SCREEN_MAX_WAIT_MS);
    });
    expect(result.current).toBe(true);
  });
});
