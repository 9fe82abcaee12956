import { expect, test } from 'vitest';
import { parseSavedSearch } from './saved-search-schema.ts';

const good = {
  owner: 'u1',
  name: 'Flats in Lyon',
  key: 't:rent|-|-|-|w:lyon',
  ranges: { priceEur: { min: 1, max: 2000 }, bedrooms: { min: Number.NEGATIVE_INFINITY } },
  alerts: true,
  email: false,
};

test('a saved search as the site writes it parses', () => {
  expect(parseSavedSearch(good)).toEqual({ search: good });
  const around = { ...good, near: { lat: 55.95, lng: -3.19, km: 10 } };
  expect(parseSavedSearch(around)).toEqual({ search: around });
});

const nested: Record<string, unknown> = {};
let inner = nested;
for (let depth = 0; depth < 18; depth += 1) inner = inner.x = {};

test.each([
  ['a null range', { ranges: { priceEur: null } }],
  ['a range of text', { ranges: { priceEur: 'cheap' } }],
  ['a min of text', { ranges: { priceEur: { min: '1' } } }],
  ['a NaN max', { ranges: { priceEur: { min: 0, max: Number.NaN } } }],
  ['a range of another field', { ranges: { userRef: { min: 0 } } }],
  ['an extra key in a range', { ranges: { bedrooms: { min: 0, nested } } }],
  ['ranges as a list', { ranges: [1, 2] }],
  ['no key', { key: undefined }],
  ['a key of 900 KB', { key: 'k'.repeat(900_000) }],
  ['a blank name', { name: '\u180B\u180D\u180F' }],
  ['alerts as text', { alerts: 'yes' }],
  ['a circle of 100 km', { near: { lat: 55.95, lng: -3.19, km: 100 } }],
  ['a circle off the earth', { near: { lat: 95, lng: -3.19, km: 10 } }],
  ['a circle with more in it', { near: { lat: 55.95, lng: -3.19, km: 10, nested } }],
  ['a circle of text', { near: 'Edinburgh' }],
])('%s does not parse', (_label, change) => {
  expect(parseSavedSearch({ ...good, ...change })).toHaveProperty('problem');
});
