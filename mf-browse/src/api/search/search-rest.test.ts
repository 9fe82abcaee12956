import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configureFirebase } from 'shared-firebase';
import { readFirestoreRest } from '../firestore-post.ts';
import { searchRunQueryBody } from './search-first-read.ts';
import { fetchFirstSearchPage } from './search-rest.ts';
import { DEFAULT_CRITERIA } from './search-query.ts';

const doc = (id: string, fields: Record<string, unknown>) => ({
  document: { name: `projects/p/databases/(default)/documents/listings/${id}`, fields },
});

// The network faked at this remote's REST seam (the testing policy: no global fetch stubs).
vi.mock('../firestore-post.ts', () => ({ readFirestoreRest: vi.fn() }));

/** What the test reads of a runQuery body (the REST API's structured query). */
interface RunQueryBody {
  structuredQuery: {
    limit: number;
    where: { compositeFilter: { filters: unknown[] } };
    orderBy: { field: { fieldPath: string }; direction: string }[];
  };
}

describe('the first page of a search through REST', () => {
  beforeEach(() => {
    vi.mocked(readFirestoreRest).mockReset();
  });

  test('asks what the SDK query asks: the key, the ranges, every order field spelled out, one more than a page', () => {
    const body = JSON.parse(
      searchRunQueryBody(
        { ...DEFAULT_CRITERIA, type: 'rent', priceMax: 2000, priceEur: { min: 0, max: 1724.14 }, sort: 'price-asc' },
        11,
      ),
    ) as RunQueryBody;
    const query = body.structuredQuery;
    expect(query.limit).toBe(11);
    expect(query.where.compositeFilter.filters).toEqual([
      {
        fieldFilter: {
          field: { fieldPath: 'searchKeys' },
          op: 'ARRAY_CONTAINS',
          value: { stringValue: 't:rent|-|-|-|w:*' },
        },
      },
      // The price range in euros (issue 53): homes in every currency.
      {
        fieldFilter: { field: { fieldPath: 'priceEur' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '0' } },
      },
      {
        fieldFilter: { field: { fieldPath: 'priceEur' }, op: 'LESS_THAN_OR_EQUAL', value: { doubleValue: 1724.14 } },
      },
      { fieldFilter: { field: { fieldPath: 'bedrooms' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '1' } } },
      { fieldFilter: { field: { fieldPath: 'bathrooms' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '1' } } },
      ...[
        ['areaSqm', '0', '100000'],
        ['availableDay', '0', '99991231'],
        ['petsOk', '0'],
        ['kindCode', '0', '5'],
      ].flatMap(([fieldPath, min, max]) => [
        { fieldFilter: { field: { fieldPath }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: min } } },
        ...(max
          ? [{ fieldFilter: { field: { fieldPath }, op: 'LESS_THAN_OR_EQUAL', value: { integerValue: max } } }]
          : []),
      ]),
    ]);
    expect(query.orderBy.map((o) => o.field.fieldPath)).toEqual([
      'priceEur',
      'areaSqm',
      'availableDay',
      'bathrooms',
      'bedrooms',
      'kindCode',
      'petsOk',
      '__name__',
    ]);
    expect(new Set(query.orderBy.map((o) => o.direction))).toEqual(new Set(['ASCENDING']));
  });

  test('continues from the last listing of the page, by its order values and id', async () => {
    configureFirebase({
      options: { projectId: 'demo-test', apiKey: 'k', appId: 'a' },
      emulators: { firestoreHost: '127.0.0.1', firestorePort: 8080, authUrl: '', storageHost: '', storagePort: 0 },
    });
    const fields = (n: number) => ({
      timestamp: { timestampValue: `2026-01-0${n}T00:00:00.000123Z` },
      bathrooms: { integerValue: '1' },
      bedrooms: { integerValue: String(n) },
      priceEur: { doubleValue: 1000.5 },
      areaSqm: { integerValue: '0' },
      availableDay: { integerValue: '99991231' },
      petsOk: { integerValue: '0' },
      kindCode: { integerValue: '0' },
    });
    const answer = [doc('a', fields(3)), doc('b', fields(2)), doc('c', fields(1))];
    vi.mocked(readFirestoreRest).mockResolvedValue(answer);
    const page = await fetchFirstSearchPage(DEFAULT_CRITERIA, 2);
    expect(vi.mocked(readFirestoreRest).mock.calls[0]![0].url).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-test/databases/(default)/documents:runQuery',
    );
    // Not valid listings (no name and so on): left out, the cursor still follows the page.
    expect(page.listings).toEqual([]);
    expect(page.next?.id).toBe('b');
    // timestamp, then areaSqm, availableDay, bathrooms, bedrooms, kindCode, petsOk, priceEur.
    expect(page.next?.values).toEqual([
      { seconds: Date.UTC(2026, 0, 2) / 1000, nanoseconds: 123_000 },
      0,
      99991231,
      1,
      2,
      0,
      0,
      1000.5,
    ]);
  });
});
