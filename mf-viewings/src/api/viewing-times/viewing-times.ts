// A listing's viewing times (issue 52): the weekly hours its owner shows the home in and one-off
// times beside them, the length of one viewing and the notice needed, in the listing's time zone (derived on the server from its
// coordinates: functions/src/times/time-zone.ts). Stored at viewingTimes/{listingId}; this is the
// one parser every reader (the pages, the server's checks) uses.
import * as v from 'valibot';

export const VIEWING_TIMES = 'viewingTimes';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
export const NOTICE_HOURS = [0, 2, 12, 24, 48] as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A one-off time: a day and a clock time in the home's zone, "2026-12-05T10:30". */
const ONE_OFF = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
/** The most one-off times a home offers at once (the rules' limit too). */
export const ONE_OFF_MAX = 20;

/** Minutes after midnight of a clock time "HH:MM". */
export const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** One day's own hours, "14:00-16:00" (issue 86); "" for a day that keeps the usual `from`–`to`. */
const DAY_HOURS = /^(([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)?$/;

export interface Hours {
  from: string;
  to: string;
}

/** The hours `day` is shown in: its own (`dayHours`, Monday first) or else the usual ones. */
export function hoursOn(times: Hours & { dayHours?: readonly string[] | undefined }, day: Weekday): Hours {
  const own = times.dayHours?.[day - 1];
  return own ? { from: own.slice(0, 5), to: own.slice(6, 11) } : { from: times.from, to: times.to };
}

/** Whether `hours` leave room for one viewing of `slotMinutes` at least. */
export const hoursFit = (hours: Hours, slotMinutes: number): boolean =>
  CLOCK.test(hours.from) && CLOCK.test(hours.to) && clockMinutes(hours.to) - clockMinutes(hours.from) >= slotMinutes;

export const ViewingTimesSchema = v.pipe(
  v.object({
    ownerId: v.string(),
    days: v.array(v.picklist(WEEKDAYS)),
    from: v.pipe(v.string(), v.regex(CLOCK)),
    to: v.pipe(v.string(), v.regex(CLOCK)),
    slotMinutes: v.picklist(SLOT_LENGTHS),
    noticeHours: v.picklist(NOTICE_HOURS),
    /** One-off times beside the weekly ones (issue 52), in the home's zone, each one viewing long. */
    /** Each weekday's own hours, Monday first (issue 86: Wednesday 14–16 beside Saturday 10–12). */
    dayHours: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(DAY_HOURS))), v.length(7))),
    oneOff: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(ONE_OFF))), v.maxLength(ONE_OFF_MAX)), []),
    /** IANA zone (Europe/London), set by the server; absent for a moment after the first save. */
    timeZone: v.optional(v.string()),
  }),
  v.check((times) => times.days.length + times.oneOff.length > 0, 'no time offered'),
  v.check((times) => times.days.every((day) => hoursFit(hoursOn(times, day), times.slotMinutes)), 'no slot fits'),
);

export type ViewingTimes = v.InferOutput<typeof ViewingTimesSchema>;

/** The times stored for a listing, or null when missing or unreadable. */
export function parseViewingTimes(data: unknown): ViewingTimes | null {
  const parsed = v.safeParse(ViewingTimesSchema, data);
  return parsed.success ? parsed.output : null;
}
