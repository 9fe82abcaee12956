import { describe, expect, test } from 'vitest';
import { standingAfter, stands } from './standing-requests.ts';

describe('a person’s standing viewing requests', () => {
  test('declined and cancelled requests do not stand; any other does', () => {
    expect(stands('declined')).toBe(false);
    expect(stands('cancelled')).toBe(false);
    expect(stands('pending')).toBe(true);
    expect(stands('confirmed')).toBe(true);
    expect(stands(undefined)).toBe(true);
  });

  test('a request joins or leaves the set once; otherwise the set is the same', () => {
    const none: string[] = [];
    const one = standingAfter(none, 'a', true);
    expect(one).toEqual(['a']);
    expect(standingAfter(one, 'a', true)).toBe(one);
    expect(standingAfter(one, 'b', true)).toEqual(['a', 'b']);
    expect(standingAfter(one, 'a', false)).toEqual([]);
    expect(standingAfter(none, 'a', false)).toBe(none);
  });
});
