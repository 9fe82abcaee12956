import { expect, test } from 'vitest';
import type { ViewingTimes } from '../../../src/api/viewing-times/viewing-times.ts';
import { REQUESTS_PER_DAY } from '../../../src/api/viewings/viewing.ts';
import { NOT_OFFERED, TOO_MANY_PENDING, TOO_MANY_TODAY, refusal } from './viewing-checks.ts';

const times: ViewingTimes = {
  ownerId: 'ann',
  days: [6],
  from: '10:00',
  to: '12:00',
  slotMinutes: 30,
  noticeHours: 24,
  oneOff: [],
  timeZone: 'Europe/London',
};
const friday = Date.UTC(2026, 11, 4, 8);
const saturday10 = Date.UTC(2026, 11, 5, 10);

test('an offered slot by someone with few requests stands', () => {
  expect(refusal(times, saturday10, friday, 1)).toBeNull();
  expect(refusal(times, saturday10, friday, 3)).toBeNull();
});

test('a time the home does not offer, or within the notice, is declined', () => {
  expect(refusal(times, Date.UTC(2026, 11, 5, 10, 10), friday, 1)).toBe(NOT_OFFERED);
  expect(refusal(times, Date.UTC(2026, 11, 6, 10), friday, 1)).toBe(NOT_OFFERED);
  expect(refusal(times, saturday10, Date.UTC(2026, 11, 4, 12), 1)).toBe(NOT_OFFERED);
  expect(refusal(null, saturday10, friday, 1)).toBe(NOT_OFFERED);
});

test('a fourth waiting request for one home is declined', () => {
  expect(refusal(times, saturday10, friday, 4)).toBe(TOO_MANY_PENDING);
});

test(`a request past ${REQUESTS_PER_DAY} for one home in a day is declined, saying the limit`, () => {
  expect(refusal(times, saturday10, friday, 1, REQUESTS_PER_DAY)).toBeNull();
  expect(refusal(times, saturday10, friday, 1, REQUESTS_PER_DAY + 1)).toBe(TOO_MANY_TODAY);
  expect(TOO_MANY_TODAY).toContain(`You can ask for ${REQUESTS_PER_DAY} viewings of this home a day`);
});
