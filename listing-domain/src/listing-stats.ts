// A landlord's insights (issue 52): per listing, per day, how many people viewed it (one per
// visitor a day, counted on the server), saved it, enquired and asked for a viewing. Kept in
// sharded counters so that a popular home cannot pass Firestore's one sustained write a second per
// document: each event increments one of STAT_SHARDS documents of its day
// (`listingStats/{listingId}/days/{yyyy-mm-dd}_{shard}`) and of its totals
// (`listingStats/{listingId}/totals/{shard}`), chosen at random; a reader sums them.

export const STAT_FIELDS = ['views', 'saves', 'enquiries', 'viewings'] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export type Stats = Record<StatField, number>;

/** Counter documents per day and per listing's totals: STAT_SHARDS writes a second, sustained. */
export const STAT_SHARDS = 4;
/** The days the insights page shows, today included. */
export const INSIGHT_DAYS = 30;

export const LISTING_STATS = 'listingStats';

export const noStats = (): Stats => ({ views: 0, saves: 0, enquiries: 0, viewings: 0 });

/** The day of `date` in UTC, yyyy-mm-dd: the day a counter is kept under. */
export const statDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The counter document of `day` and `shard`. */
export const dayBucketId = (day: string, shard: number): string => `${day}_${shard}`;

/**
 * A stored counter's figures (a missing or odd field counts 0). One shard may hold less than
 * nothing: a figure taken back (a request declined, issue 85) lands on any shard, not always the one
 * its +1 did, so only the sum of a figure's shards means something (sumStats).
 */
export function parseStats(data: unknown): Stats {
  const stats = noStats();
  if (typeof data !== 'object' || data === null) return stats;
  for (const field of STAT_FIELDS) {
    const value: unknown = Reflect.get(data, field);
    if (typeof value === 'number' && Number.isFinite(value)) stats[field] = Math.trunc(value);
  }
  return stats;
}

/** The sum of counters (shards), never below 0. */
export function sumStats(counters: readonly Stats[]): Stats {
  const total = noStats();
  for (const counter of counters) for (const field of STAT_FIELDS) total[field] += counter[field];
  for (const field of STAT_FIELDS) total[field] = Math.max(0, total[field]);
  return total;
}

export interface DayStats extends Stats {
  day: string;
}

/**
 * The `days` days up to `today` (oldest first), each with the sum of its counters; a day without
 * any is all zeros. `buckets`: the counter documents read, each with its day.
 */
export function statsByDay(
  buckets: readonly (Stats & { day: string })[],
  today: Date,
  days = INSIGHT_DAYS,
): DayStats[] {
  const byDay = new Map<string, Stats[]>();
  for (const bucket of buckets) byDay.set(bucket.day, [...(byDay.get(bucket.day) ?? []), bucket]);
  return Array.from({ length: days }, (_, index) => {
    const day = statDay(new Date(today.getTime() - (days - 1 - index) * 86_400_000));
    return { day, ...sumStats(byDay.get(day) ?? []) };
  });
}

/** The first day of the insights window ending `today`. */
export const firstInsightDay = (today: Date, days = INSIGHT_DAYS): string =>
  statDay(new Date(today.getTime() - (days - 1) * 86_400_000));
