import { describe, expect, test } from 'vitest';
import { dayIn, dayToShow, isOfferedSlot, offeredSlots } from './viewing-slots.ts';
import { parseViewingTimes, type ViewingTimes } from './viewing-times.ts';

const times = (over: Partial<ViewingTimes> = {}): ViewingTimes => ({
  ownerId: 'ann',
  days: [6],
  from: '10:00',
  to: '11:00',
  slotMinutes: 30,
  noticeHours: 0,
  oneOff: [],
  timeZone: 'Europe/London',
  ...over,
});
// Friday 2026-12-04 12:00 UTC.
const friday = Date.UTC(2026, 11, 4, 12);

describe('one-off times (issue 52)', () => {
  test('are offered beside the weekly slots, in order, once each, in the zone', () => {
    const slots = offeredSlots(times({ oneOff: ['2026-12-05T10:30', '2026-12-07T18:00', '2026-12-10T09:15'] }), {
      now: friday,
      days: 7,
    });
    // Saturday's 10:00 and 10:30 (the one-off time falls on a weekly slot), Monday 18:00, Thursday 09:15 (London, UTC in winter).
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-12-05T10:00:00.000Z',
      '2026-12-05T10:30:00.000Z',
      '2026-12-07T18:00:00.000Z',
      '2026-12-10T09:15:00.000Z',
    ]);
  });

  test('only in the booking window, after the notice, and not when taken', () => {
    const early = Date.UTC(2026, 11, 5, 9, 50);
    const oneOff = ['2026-12-05T10:00', '2026-12-05T11:00', '2027-03-01T10:00'];
    const slots = offeredSlots(times({ days: [], oneOff }), {
      now: early,
      taken: new Set([Date.UTC(2026, 11, 5, 11)]),
    });
    expect(slots).toEqual([]);
    expect(isOfferedSlot(times({ days: [], oneOff }), Date.UTC(2026, 11, 5, 11), friday)).toBe(true);
  });

  test('a clock time the spring change skips is no time', () => {
    const spring = times({ days: [], oneOff: ['2027-03-28T01:30'] });
    expect(offeredSlots(spring, { now: Date.UTC(2027, 2, 20) })).toEqual([]);
  });

  test('the stored shape: one-off times alone are enough; nonsense is refused', () => {
    const stored = { ownerId: 'ann', days: [], from: '10:00', to: '10:00', slotMinutes: 30, noticeHours: 0 };
    expect(parseViewingTimes({ ...stored, oneOff: ['2026-12-05T10:30'] })?.oneOff).toEqual(['2026-12-05T10:30']);
    expect(parseViewingTimes(stored)).toBeNull();
    expect(parseViewingTimes({ ...stored, oneOff: ['2026-12-05 10:30'] })).toBeNull();
    expect(parseViewingTimes({ ...stored, days: [6], from: '10:00', to: '11:00' })?.oneOff).toEqual([]);
  });
});

describe('hours per day (issue 86)', () => {
  test("each day is cut in its own hours: Wednesday's afternoon beside Saturday's morning", () => {
    const slots = offeredSlots(times({ days: [3, 6], dayHours: ['', '', '14:00-15:00', '', '', '10:00-11:00', ''] }), {
      now: friday,
      days: 7,
    });
    // Saturday 5th 10:00, 10:30; Wednesday 9th 14:00, 14:30 (London, UTC in winter).
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-12-05T10:00:00.000Z',
      '2026-12-05T10:30:00.000Z',
      '2026-12-09T14:00:00.000Z',
      '2026-12-09T14:30:00.000Z',
    ]);
  });

  test('the stored shape: seven entries, each empty or a span that holds a viewing', () => {
    const stored = { ownerId: 'ann', days: [3], from: '10:00', to: '11:00', slotMinutes: 30, noticeHours: 0 };
    const week = (wednesday: string) => ['', '', wednesday, '', '', '', ''];
    expect(parseViewingTimes({ ...stored, dayHours: week('14:00-16:00') })?.dayHours).toEqual(week('14:00-16:00'));
    expect(parseViewingTimes({ ...stored, dayHours: week('14:00-14:10') })).toBeNull();
    expect(parseViewingTimes({ ...stored, dayHours: week('2pm-4pm') })).toBeNull();
    expect(parseViewingTimes({ ...stored, dayHours: ['14:00-16:00'] })).toBeNull();
  });
});

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

describe('dayToShow (issue 86)', () => {
  const slots = [
    { start: 1, day: '2026-12-05' },
    { start: 2, day: '2026-12-09' },
    { start: 3, day: '2026-12-12' },
  ];
  test('the chosen day while it has a free time; the first day before any is chosen', () => {
    expect(dayToShow(slots, '2026-12-09')).toBe('2026-12-09');
    expect(dayToShow(slots, null)).toBe('2026-12-05');
  });
  test('a day whose last time was taken moves on to the next free day, or back to the first', () => {
    expect(dayToShow(slots, '2026-12-06')).toBe('2026-12-09');
    expect(dayToShow(slots, '2026-12-13')).toBe('2026-12-05');
  });
});
