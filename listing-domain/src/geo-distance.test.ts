import { describe, expect, test } from 'vitest';
import { distanceKm, isWithinKm } from './geo-distance.ts';

const EDINBURGH = { lat: 55.9533, lng: -3.1883 };

describe('distanceKm', () => {
  test('measures along the earth', () => {
    expect(distanceKm(EDINBURGH, EDINBURGH)).toBe(0);
    expect(distanceKm(EDINBURGH, { lat: 55.9417, lng: -3.0542 })).toBeCloseTo(8.4, 0);
    expect(distanceKm(EDINBURGH, { lat: 45.764, lng: 4.8357 })).toBeCloseTo(1268, -1);
  });

  test('a point is within a distance or not', () => {
    expect(isWithinKm({ lat: 55.9417, lng: -3.0542 }, EDINBURGH, 10)).toBe(true);
    expect(isWithinKm({ lat: 55.9417, lng: -3.0542 }, EDINBURGH, 5)).toBe(false);
  });
});
