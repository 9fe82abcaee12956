import { describe, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { HOURS_TOO_SHORT, storedWeekly, timesProblem, weeklyOf } from './viewing-times-page.tsx';
import { setDayHours, tickDay } from './weekly-hours.tsx';

describe('timesProblem', () => {
  test('asks for a day and for hours that hold one viewing', () => {
    expect(
      timesProblem({ days: [6], from: '10:00', to: '10:30', slotMinutes: 30, noticeHours: 0, oneOff: [] }),
    ).toEqual({});
    const noDay = timesProblem({ days: [], from: '10:00', to: '12:00', slotMinutes: 30, noticeHours: 0, oneOff: [] });
    expect(noDay.days && i18n._(noDay.days)).toBe('Choose at least one day, or add a one-off time.');
    expect(
      timesProblem({ days: [1], from: '10:00', to: '10:15', slotMinutes: 30, noticeHours: 0, oneOff: [] }).hours,
    ).toEqual({ 1: HOURS_TOO_SHORT });
    expect(
      timesProblem({ days: [1], from: '', to: '10:15', slotMinutes: 15, noticeHours: 0, oneOff: [] }).hours,
    ).toBeDefined();
  });

  test('one-off times alone are enough (issue 52): no day, and the hours are not asked', () => {
    const oneOff = ['2026-12-05T10:30'];
    expect(timesProblem({ days: [], from: '10:00', to: '10:00', slotMinutes: 30, noticeHours: 0, oneOff })).toEqual({});
  });

  test('names the one day whose own hours hold no viewing (issue 86)', () => {
    const dayHours = ['', '', '14:00-14:20', '', '', '10:00-12:00', ''];
    expect(
      timesProblem({ days: [3, 6], from: '10:00', to: '12:00', dayHours, slotMinutes: 30, noticeHours: 0, oneOff: [] })
        .hours,
    ).toEqual({ 3: HOURS_TOO_SHORT });
  });
});

describe('hours per day (issue 86)', () => {
  const saturday = weeklyOf({ days: [6], from: '10:00', to: '12:00' });

  test("Wednesday's hours leave Saturday's as they were", () => {
    let weekly = tickDay(saturday, 3, true);
    weekly = setDayHours(weekly, 3, 'from', '14:00');
    weekly = setDayHours(weekly, 3, 'to', '16:00');
    expect(storedWeekly(weekly)).toEqual({
      days: [3, 6],
      from: '14:00',
      to: '16:00',
      dayHours: ['', '', '14:00-16:00', '', '', '10:00-12:00', ''],
    });
  });

  test('a newly ticked day starts with the hours last set; unticking keeps nothing stored for it', () => {
    let weekly = setDayHours(saturday, 6, 'from', '09:00');
    weekly = tickDay(weekly, 1, true);
    expect(weekly.hours[0]).toEqual({ from: '09:00', to: '12:00' });
    expect(storedWeekly(tickDay(weekly, 6, false)).dayHours).toEqual(['09:00-12:00', '', '', '', '', '', '']);
  });

  test('times stored before days had their own hours show the usual hours on every day', () => {
    const old = weeklyOf({ days: [2, 4], from: '08:30', to: '11:00' });
    expect(old.hours[1]).toEqual({ from: '08:30', to: '11:00' });
    expect(old.hours[3]).toEqual({ from: '08:30', to: '11:00' });
    expect(storedWeekly(old).dayHours).toEqual(['', '08:30-11:00', '', '08:30-11:00', '', '', '']);
  });
});
