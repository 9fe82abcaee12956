import { describe, expect, test } from 'vitest';
import { blockingTimeAfter } from './first-tap-times.mjs';

describe('blockingTimeAfter', () => {
  test('counts the part over 50 ms of each long task after the first paint', () => {
    const tasks = [
      { start: 1_000, duration: 120 },
      { start: 1_500, duration: 50 },
      { start: 2_000, duration: 51 },
    ];
    expect(blockingTimeAfter(900, tasks)).toBe(70 + 0 + 1);
  });

  test('leaves out the tasks before the paint and counts a task across it from the paint on', () => {
    const tasks = [
      { start: 100, duration: 300 },
      { start: 800, duration: 200 },
    ];
    expect(blockingTimeAfter(900, tasks)).toBe(50);
    expect(blockingTimeAfter(950, tasks)).toBe(0);
  });
});
