// The sender's quota (messaging/{uid}): every message moves it on in the batch that sends it, as
// the rules require. Pure: the document before, whether this message opens a conversation, and
// the time now give the document to write, or why the message must wait.
import { MESSAGE_LIMITS } from './message-limits.ts';

/** The quota as stored (times in milliseconds here). */
export interface SenderQuota {
  minuteStart: number;
  sent: number;
  hourStart: number;
  started: number;
}

/** The quota to write: `now` where the server's time goes (a window opened by this message). */
export interface QuotaStep {
  minuteStart: number | 'now';
  sent: number;
  hourStart: number | 'now';
  started: number;
}

export type QuotaOutcome = { step: QuotaStep } | { wait: 'minute' | 'hour'; seconds: number };

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * The next quota for a message sent at `now`, or how long to wait. `trustMinute`: whether to
 * count on the minute still running; false opens a new one (the other try, when the server's
 * clock saw the minute over; an hour is too long for clocks to disagree on).
 */
export function nextQuota(
  before: SenderQuota | undefined,
  opens: boolean,
  now: number,
  trustMinute = true,
): QuotaOutcome {
  if (!before) return { step: { minuteStart: 'now', sent: 1, hourStart: 'now', started: opens ? 1 : 0 } };
  const minuteRuns = trustMinute && now <= before.minuteStart + MINUTE;
  const hourRuns = now <= before.hourStart + HOUR;
  if (minuteRuns && before.sent >= MESSAGE_LIMITS.messagesPerMinute)
    return { wait: 'minute', seconds: Math.max(1, Math.ceil((before.minuteStart + MINUTE - now) / 1000)) };
  if (opens && hourRuns && before.started >= MESSAGE_LIMITS.conversationsPerHour)
    return { wait: 'hour', seconds: Math.max(1, Math.ceil((before.hourStart + HOUR - now) / 1000)) };
  const minute = minuteRuns
    ? { minuteStart: before.minuteStart, sent: before.sent + 1 }
    : { minuteStart: 'now' as const, sent: 1 };
  const hour = !opens
    ? { hourStart: before.hourStart, started: before.started }
    : hourRuns
      ? { hourStart: before.hourStart, started: before.started + 1 }
      : { hourStart: 'now' as const, started: 1 };
  return { step: { ...minute, ...hour } };
}
