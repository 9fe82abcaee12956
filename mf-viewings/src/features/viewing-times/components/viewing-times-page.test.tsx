import { describe, expect, test } from 'vitest';
import { timesProblem } from './viewing-times-page.tsx';

describe('timesProblem', () => {
  test('asks for a day and for hours that hold one viewing', () => {
    expect(
      timesProblem({ days: [6], from: '10:00', to: '10:30', slotMinutes: 30, noticeHours: 0, oneOff: [] }),
    ).toEqual({});
    expect(
      timesProblem({ days: [], from: '10:00', to: '12:00', slotMinutes: 30, noticeHours: 0, oneOff: [] }).days,
    ).toBe('Choose at least one day, or add a one-off time.');
    expect(
      timesProblem({ days: [1], from: '10:00', to: '10:15', slotMinutes: 30, noticeHours: 0, oneOff: [] }).hours,
    ).toBe('The hours must leave room for one viewing at least.');
    expect(
      timesProblem({ days: [1], from: '', to: '10:15', slotMinutes: 15, noticeHours: 0, oneOff: [] }).hours,
    ).toBeDefined();
  });

  test('one-off times alone are enough (issue 52): no day, and the hours are not asked', () => {
    const oneOff = ['2026-12-05T10:30'];
    expect(timesProblem({ days: [], from: '10:00', to: '10:00', slotMinutes: 30, noticeHours: 0, oneOff })).toEqual({});
  });
});
