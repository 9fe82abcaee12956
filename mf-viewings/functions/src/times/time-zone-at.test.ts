import { expect, test } from 'vitest';
import { zoneAt } from './time-zone-at.ts';

test("a point's zone, offline", () => {
  expect(zoneAt(55.95, -3.19)).toBe('Europe/London');
  expect(zoneAt(45.76, 4.84)).toBe('Europe/Paris');
  expect(zoneAt(40.71, -74.0)).toBe('America/New_York');
  expect(zoneAt(-33.87, 151.21)).toBe('Australia/Sydney');
});

test('no zone for what is not a point', () => {
  expect(zoneAt('55', -3)).toBeUndefined();
  expect(zoneAt(95, 0)).toBeUndefined();
  expect(zoneAt(Number.NaN, 0)).toBeUndefined();
});
