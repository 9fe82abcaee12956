import { describe, expect, test } from 'vitest';
import { firstInsightDay, parseStats, statDay, statsByDay, sumStats } from './listing-stats.ts';

describe('listing stats', () => {
  test('a stored counter reads as numbers, a shard below 0 too; anything odd counts 0', () => {
    expect(parseStats({ views: 3, saves: 'x', enquiries: -1, viewings: Number.NaN, day: '2026-11-28' })).toEqual({
      views: 3,
      saves: 0,
      enquiries: -1,
      viewings: 0,
    });
    expect(parseStats(null)).toEqual({ views: 0, saves: 0, enquiries: 0, viewings: 0 });
  });

  test('a figure taken back on another shard than its +1 is taken off the sum, which is never below 0 (issue 85)', () => {
    const shard = (viewings: number) => ({ views: 0, saves: 0, enquiries: 0, viewings });
    expect(sumStats([shard(1), shard(1), shard(-1)]).viewings).toBe(1);
    expect(sumStats([shard(-1), shard(0)]).viewings).toBe(0);
  });

  test("a day's shards add up; the window has every day, oldest first, zeros where none", () => {
    const today = new Date('2026-11-28T15:00:00Z');
    const buckets = [
      { day: '2026-11-28', views: 2, saves: 1, enquiries: 0, viewings: 0 },
      { day: '2026-11-28', views: 3, saves: 0, enquiries: 1, viewings: 0 },
      { day: '2026-11-26', views: 1, saves: 0, enquiries: 0, viewings: 1 },
      { day: '2026-10-01', views: 9, saves: 9, enquiries: 9, viewings: 9 },
    ];
    const days = statsByDay(buckets, today, 3);
    expect(days).toEqual([
      { day: '2026-11-26', views: 1, saves: 0, enquiries: 0, viewings: 1 },
      { day: '2026-11-27', views: 0, saves: 0, enquiries: 0, viewings: 0 },
      { day: '2026-11-28', views: 5, saves: 1, enquiries: 1, viewings: 0 },
    ]);
    expect(sumStats(days)).toEqual({ views: 6, saves: 1, enquiries: 1, viewings: 1 });
    expect(firstInsightDay(today, 3)).toBe('2026-11-26');
    expect(statDay(today)).toBe('2026-11-28');
  });
});
