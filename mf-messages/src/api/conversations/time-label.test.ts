import { expect, test } from 'vitest';
import { dayLabel } from './time-label.ts';

test('a move-in day reads as a date, as the messages’ dates do (issue 53)', () => {
  const expected = new Date(2026, 11, 15).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  expect(dayLabel('2026-12-15')).toBe(expected);
  expect(dayLabel('2026-12-15')).not.toBe('2026-12-15');
  expect(dayLabel('soon')).toBe('soon');
});
