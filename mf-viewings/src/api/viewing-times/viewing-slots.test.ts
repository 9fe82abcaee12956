import { describe, expect, test } from 'vitest';
import { dayIn, isOfferedSlot, offeredSlots } from './viewing-slots.ts';
import { parseViewingTimes, type ViewingTimes } from './viewing-times.ts';

const times = (over: Partial<ViewingTimes> = {}): ViewingTimes => ({
  ownerId: 'ann',
  days: [6],
  from: '10:00',
  to: '11:00',
  slotMinutes: 30,
  noticeHours: 0,
  timeZone: 'Europe/London',
  ...over,
});
// Friday 2026-12-04 12:00 UTC.
const friday = Date.UTC(2026, 11, 4, 12);

describe('offeredSlots', () => {
  test("cuts each offered day's hours into slots, in the listing's zone", () => {
    const slots = offeredSlots(times(), { now: friday, days: 7 });
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-12-05T10:00:00.000Z',
      '2026-12-05T10:30:00.000Z',
    ]);
    expect(slots[0]!.day).toBe('2026-12-05');
  });

  test('the same clock time is another instant in another zone', () => {
    const paris = offeredSlots(times({ timeZone: 'Europe/Paris' }), { now: friday, days: 7 });
    expect(new Date(paris[0]!.start).toISOString()).toBe('2026-12-05T09:00:00.000Z');
    const summer = offeredSlots(times(), { now: Date.UTC(2026, 6, 3, 12), days: 7 });
    expect(new Date(summer[0]!.start).toISOString()).toBe('2026-07-04T09:00:00.000Z');
  });

  test('leaves out slots inside the notice period and slots taken', () => {
    const soon = offeredSlots(times({ noticeHours: 24 }), { now: Date.UTC(2026, 11, 4, 10, 15), days: 7 });
    expect(soon.map((s) => new Date(s.start).toISOString())).toEqual(['2026-12-05T10:30:00.000Z']);
    const taken = new Set([Date.UTC(2026, 11, 5, 10)]);
    expect(offeredSlots(times(), { now: friday, days: 7, taken }).map((s) => s.start)).toEqual([
      Date.UTC(2026, 11, 5, 10, 30),
    ]);
  });

  test('none without a zone, and a slot must fit before the end', () => {
    expect(offeredSlots(times({ timeZone: undefined }), { now: friday })).toEqual([]);
    expect(offeredSlots(times({ to: '10:45' }), { now: friday, days: 7 })).toHaveLength(1);
  });

  test('a clock time the spring change skips is no slot', () => {
    // Europe/London skips 01:00–02:00 on Sunday 2027-03-28.
    const night = times({ days: [7], from: '00:00', to: '03:00', slotMinutes: 60 });
    const slots = offeredSlots(night, { now: Date.UTC(2027, 2, 27, 12), days: 1 });
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
    ]);
  });

  test('isOfferedSlot accepts an offered start only', () => {
    expect(isOfferedSlot(times(), Date.UTC(2026, 11, 5, 10, 30), friday)).toBe(true);
    expect(isOfferedSlot(times(), Date.UTC(2026, 11, 5, 10, 15), friday)).toBe(false);
    expect(isOfferedSlot(times(), Date.UTC(2026, 11, 4, 10), friday)).toBe(false);
  });

  test('dayIn names the day in the zone', () => {
    expect(dayIn(Date.UTC(2026, 11, 5, 23, 30), 'Europe/Paris')).toBe('2026-12-06');
    expect(dayIn(Date.UTC(2026, 11, 5, 23, 30), 'Europe/London')).toBe('2026-12-05');
  });
});

describe('parseViewingTimes', () => {
  test('refuses hours too short for one slot and unknown lengths', () => {
    expect(parseViewingTimes(times())).not.toBeNull();
    expect(parseViewingTimes(times({ to: '10:15' }))).toBeNull();
    expect(parseViewingTimes({ ...times(), slotMinutes: 25 })).toBeNull();
    expect(parseViewingTimes({ ...times(), days: [] })).toBeNull();
  });
});
