// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

test('turns true after the frame that shows the component, not at its first render', () => {
  const { result } = renderHook(() => useAfterPaint());
  expect(result.current).toBe(false);
  act(() => {
    vi.advanceTimersByTime(50); // a frame, then the timer (no idle callbacks here)
  });
  expect(result.current).toBe(true);
});

test('stops waiting once the component is gone', () => {
  const { result, unmount } = renderHook(() => useAfterPaint());
  const cancelFrame = vi.spyOn(globalThis, 'cancelAnimationFrame');
  unmount();
  expect(cancelFrame).toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(50);
  });
  expect(result.current).toBe(false);
  cancelFrame.mockRestore();
});
