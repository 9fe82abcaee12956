import { describe, expect, it } from 'vitest';
import { decodeSearchCount, SEARCH_COUNT_MAX, searchCountBody } from './search-count.ts';
import { DEFAULT_CRITERIA } from './search-query.ts';

const answer = (integerValue: string) => [{ result: { aggregateFields: { homes: { integerValue } } }, readTime: 'x' }];

describe('the search count', () => {
  it('counts the search query itself, up to one past the most it says', () => {
    const body = JSON.parse(searchCountBody({ ...DEFAULT_CRITERIA, place: 'Lyon', type: 'rent' })) as {
      structuredAggregationQuery: { structuredQuery: { where: unknown; limit?: number }; aggregations: unknown[] };
    };
    const { structuredQuery, aggregations } = body.structuredAggregationQuery;
    expect(JSON.stringify(structuredQuery.where)).toContain('lyon');
    expect(structuredQuery.limit).toBe(SEARCH_COUNT_MAX + 1);
    expect(aggregations).toEqual([{ alias: 'homes', count: {} }]);
  });

  it('reads the count, says "more" past the most, and refuses what is not a count', () => {
    expect(decodeSearchCount(answer('12'))).toEqual({ count: 12, more: false });
    expect(decodeSearchCount(answer(String(SEARCH_COUNT_MAX + 1)))).toEqual({ count: SEARCH_COUNT_MAX, more: true });
    expect(decodeSearchCount([{ readTime: 'x' }])).toBeNull();
    expect(decodeSearchCount({ error: 'no' })).toBeNull();
    expect(decodeSearchCount(answer('-1'))).toBeNull();
  });
});
