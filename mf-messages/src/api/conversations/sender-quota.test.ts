import { describe, expect, test } from 'vitest';
import { nextQuota } from './sender-quota.ts';

const T = 1_800_000_000_000;

describe('the sender’s quota', () => {
  test('a first message opens both windows', () => {
    expect(nextQuota(undefined, true, T)).toEqual({
      step: { minuteStart: 'now', sent: 1, hourStart: 'now', started: 1 },
    });
    expect(nextQuota(undefined, false, T)).toEqual({
      step: { minuteStart: 'now', sent: 1, hourStart: 'now', started: 0 },
    });
  });

  test('within the minute, one more; a reply leaves the hour as it is', () => {
    const before = { minuteStart: T, sent: 4, hourStart: T - 600_000, started: 3 };
    expect(nextQuota(before, false, T + 10_000)).toEqual({
      step: { minuteStart: T, sent: 5, hourStart: T - 600_000, started: 3 },
    });
    expect(nextQuota(before, true, T + 10_000)).toEqual({
      step: { minuteStart: T, sent: 5, hourStart: T - 600_000, started: 4 },
    });
  });

  test('the 31st message in a minute waits, saying how long', () => {
    const outcome = nextQuota({ minuteStart: T, sent: 30, hourStart: T, started: 1 }, false, T + 45_000);
    expect(outcome).toEqual({ wait: 'minute', seconds: 15 });
  });

  test('the 11th new conversation in an hour waits; a reply does not', () => {
    const before = { minuteStart: T, sent: 10, hourStart: T, started: 10 };
    expect(nextQuota(before, true, T + 30 * 60_000)).toEqual({ wait: 'hour', seconds: 1800 });
    expect(nextQuota(before, false, T + 30 * 60_000)).toEqual({
      step: { minuteStart: 'now', sent: 1, hourStart: T, started: 10 },
    });
  });

  test('windows that are over open anew; the other try opens a new minute whatever the clock says', () => {
    const before = { minuteStart: T, sent: 30, hourStart: T, started: 10 };
    expect(nextQuota(before, true, T + 3_600_001)).toEqual({
      step: { minuteStart: 'now', sent: 1, hourStart: 'now', started: 1 },
    });
    expect(nextQuota({ ...before, sent: 3 }, false, T + 1000, false)).toEqual({
      step: { minuteStart: 'now', sent: 1, hourStart: T, started: 10 },
    });
  });
});
