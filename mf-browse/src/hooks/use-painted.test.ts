import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FIRST_SCREEN_MAX_WAIT_MS, usePainted } from './use-painted.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePainted', () => {
  test('turns true after the frame that shows the first screen, and stays true', () => {
    const { result, rerender } = renderHook(({ shown }) => usePainted(shown), { initialProps: { shown: false } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false); // nothing shown yet: the rest waits

    rerender({ shown: true });
    expect(result.current).toBe(false); // not before the browser has painted it
    act(() => vi.advanceTimersByTime(50)); // a frame, then the timer (no idle callbacks here)
    expect(result.current).toBe(true);

    rerender({ shown: false });
    expect(result.current).toBe(true);
  });

  test('gives up waiting for a photo that never loads', () => {
    const { result } = renderHook(() => usePainted(false));
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_MAX_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
