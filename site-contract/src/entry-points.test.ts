import { expect, test } from 'vitest';
import { entryPointsSchema } from './contract-schema.ts';
import { listingEntryUrl } from './entry-points.ts';
import { LISTING_ENTRY_POINT } from './testing/deployed-entry-points.ts';
import * as v from 'valibot';

test('a listing’s address comes from the listing entry point, its values encoded', () => {
  expect(listingEntryUrl(LISTING_ENTRY_POINT, 'rent', 'abc')).toBe('/category/rent/abc');
  expect(listingEntryUrl(LISTING_ENTRY_POINT, 'sale', 'a/b c')).toBe('/category/sale/a%2Fb%20c');
});

test('a listing entry point must name parameters its path has', () => {
  expect(v.safeParse(entryPointsSchema, { listing: LISTING_ENTRY_POINT }).success).toBe(true);
  const wrong = { ...LISTING_ENTRY_POINT, id: 'homeId' };
  expect(v.safeParse(entryPointsSchema, { listing: wrong }).success).toBe(false);
});
