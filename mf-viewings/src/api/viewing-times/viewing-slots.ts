// The free viewing slots of a listing (issue 52), computed in its time zone: each offered day's
// hours cut into slots of the set length, and the one-off times, from the notice period on, minus
// the slots taken. The
// page offers them; the server checks a request against the same function.
import { TZDate } from '@date-fns/tz';
import { clockMinutes, hoursOn, type ViewingTimes, type Weekday } from './viewing-times.ts';

/** How far ahead a viewing can be booked. */
export const BOOKING_DAYS = 28;

/** The least time before a slot starts, whatever the notice: time to get there (and to press Request). */
export const LEAD_MINUTES = 15;

export interface Slot {
  /** The slot's start, milliseconds since the epoch. */
  start: number;
  /** Its day in the listing's zone, yyyy-mm-dd. */
  day: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The yyyy-mm-dd of `ms` in `zone`. */
export function dayIn(ms: number, zone: string): string {
  const date = new TZDate(ms, zone);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The id of a slot's lock document: one per listing and start, so a slot is booked once. */
export const slotId = (listingId: string, start: number): string => `${listingId}_${start}`;

/**
 * The slots offered from `now` (plus the notice) over the next `days` days, in order; `taken`:
 * starts already booked. Needs the zone: without one (the server has not set it yet) there are none.
 */
export function offeredSlots(
  times: ViewingTimes,
  { now, days = BOOKING_DAYS, taken = new Set<number>() }: { now: number; days?: number; taken?: ReadonlySet<number> },
): Slot[] {
  const zone = times.timeZone;
  if (!zone) return [];
  const earliest = now + times.noticeHours * 3_600_000 + LEAD_MINUTES * 60_000;
  const first = new TZDate(now, zone);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const date = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, zone);
    const weekday = (((date.getDay() + 6) % 7) + 1) as Weekday;
    if (!times.days.includes(weekday)) continue;
    const hours = hoursOn(times, weekday);
    const from = clockMinutes(hours.from);
    const to = clockMinutes(hours.to);
    for (let minute = from; minute + times.slotMinutes <= to; minute += times.slotMinutes) {
      const start = new TZDate(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        Math.floor(minute / 60),
        minute % 60,
        zone,
      ).getTime();
      // A clock time a daylight-saving change skips is not a slot (it would land an hour off).
      const back = new TZDate(start, zone);
      if (back.getHours() * 60 + back.getMinutes() !== minute) continue;
      if (start < earliest || taken.has(start)) continue;
      slots.push({ start, day: dayIn(start, zone) });
    }
  }
  // The one-off times in the same window, each once (one may fall on a weekly slot).
  const latest = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + days + 1, zone).getTime();
  const weekly = new Set(slots.map((slot) => slot.start));
  for (const time of times.oneOff) {
    const start = oneOffStart(time, zone);
    if (start === null || start < earliest || start >= latest || taken.has(start) || weekly.has(start)) continue;
    weekly.add(start);
    slots.push({ start, day: dayIn(start, zone) });
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The instant of a one-off time ("2026-12-05T10:30" in `zone`); null for a clock time the zone skips. */
export function oneOffStart(time: string, zone: string): number | null {
  const [year, month, day, hour, minute] = time.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const start = new TZDate(year, month - 1, day, hour, minute, zone).getTime();
  const back = new TZDate(start, zone);
  return back.getHours() === hour && back.getMinutes() === minute ? start : null;
}

/** Whether `start` is one of the slots offered at `now` (the server's check of a request). */
export function isOfferedSlot(times: ViewingTimes, start: number, now: number): boolean {
  return offeredSlots(times, { now }).some((slot) => slot.start === start);
}

/**
 * The day the calendar shows (issue 86): the one chosen while it has a free time, else the next
 * day that has one (a day whose last time was just taken moves on), else the first. Needs a slot.
 */
export function dayToShow(slots: readonly Slot[], chosen: string | null): string {
  if (chosen === null) return slots[0]!.day;
  if (slots.some((slot) => slot.day === chosen)) return chosen;
  return (slots.find((slot) => slot.day > chosen) ?? slots[0]!).day;
}
