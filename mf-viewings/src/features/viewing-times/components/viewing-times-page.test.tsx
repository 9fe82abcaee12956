import { describe, expect, test } from 'vitest';
import { timesProblem } from './viewing-times-page.tsx';

describe('timesProblem', () => {
  test('asks for a day and for hours that hold one viewing', () => {
    expect(timesProblem({ days: [6], from: '10:00', to: '10:30', slotMinutes: 30, noticeHours: 0 })).toEqual({});
    expect(timesProblem({ days: [], from: '10:00', to: '12:00', slotMinutes: 30, noticeHours: 0 }).days).toBe(
      'Choose at least one day.',
    );
    expect(timesProblem({ days: [1], from: '10:00', to: '10:15', slotMinutes: 30, noticeHours: 0 }).hours).toBe(
      'The hours must leave room for one viewing at least.',
    );
    expect(timesProblem({ days: [1], from: '', to: '10:15', slotMinutes: 15, noticeHours: 0 }).hours).toBeDefined();
  });
});
