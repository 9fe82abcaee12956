import { describe, expect, test } from 'vitest';
import { dayText, parseDay } from './day-text.ts';

describe('a day as people type it', () => {
  test('ISO days, month names and ordinals name the same day', () => {
    for (const typed of ['2027-03-01', '2027-3-1', '1 March 2027', '1 Mar 2027', '1st March, 2027', 'March 1, 2027'])
      expect(parseDay(typed, 'en-GB'), typed).toBe('2027-03-01');
  });

  test('numbers are read in the reader’s order: day first in the UK, month first in the US', () => {
    expect(parseDay('01/03/2027', 'en-GB')).toBe('2027-03-01');
    expect(parseDay('01/03/2027', 'en-US')).toBe('2027-01-03');
    expect(parseDay('1.3.2027', 'de-DE')).toBe('2027-03-01');
  });

  test('what names no day is not one', () => {
    for (const typed of ['', 'soon', '31 February 2027', '2027-13-01', '1 March', '12/12/27'])
      expect(parseDay(typed, 'en-GB'), typed).toBeNull();
  });

  test('a day reads as the reader writes it, and back', () => {
    expect(dayText('2027-03-01', 'en-GB')).toBe('1 Mar 2027');
    expect(dayText('2027-03-01', 'en-US')).toBe('Mar 1, 2027');
    expect(parseDay(dayText('2027-03-01', 'en-US'), 'en-US')).toBe('2027-03-01');
    expect(dayText('soon', 'en-GB')).toBe('soon');
    expect(dayText('', 'en-GB')).toBe('');
  });
});

describe('month names', () => {
  test('in the reader’s language too, and cut short', () => {
    expect(parseDay('1 mars 2027', 'fr-FR')).toBe('2027-03-01');
    expect(parseDay('15 Sept 2027', 'en-GB')).toBe('2027-09-15');
    expect(parseDay('1 Ma 2027', 'en-GB')).toBeNull();
  });
});
