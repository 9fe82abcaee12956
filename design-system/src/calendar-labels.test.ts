import { expect, test } from 'vitest';
import { calendarDayLabel } from './calendar-labels.tsx';

test("a day button's name starts with the number it shows, then says the whole date", () => {
  expect(calendarDayLabel(new Date(2027, 2, 1), 'en-GB')).toBe('1, Monday, 1 March 2027');
});
