import { describe, expect, test } from 'vitest';
import { blockingPart } from './tbt-tasks.mjs';

describe('blockingPart', () => {
  const task = (startTime, endTime) => ({ startTime, endTime });

  test('counts the part over 50 ms between the first paint and interactive', () => {
    expect(blockingPart(task(1_000, 1_120), 900, 3_000)).toBe(70);
    expect(blockingPart(task(1_000, 1_050), 900, 3_000)).toBe(0);
  });

  test('counts a task across the first paint from the paint on, and one across interactive up to it', () => {
    expect(blockingPart(task(876, 980), 886, 3_000)).toBe(44);
    expect(blockingPart(task(876, 930), 886, 3_000)).toBe(0);
    expect(blockingPart(task(2_900, 3_100), 900, 3_000)).toBe(50);
  });

  test('leaves out the tasks outside the window', () => {
    expect(blockingPart(task(100, 800), 900, 3_000)).toBe(0);
    expect(blockingPart(task(3_100, 3_500), 900, 3_000)).toBe(0);
  });
});
