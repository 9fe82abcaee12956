// The backend's rules and indexes must agree with the data layer: these fail when they drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryRules } from '../../../scripts/lib/compose-rules.mjs';
import {
  CURRENCIES,
  EDIT_LIMIT,
  ENERGY_RATINGS,
  FACT_LIMITS,
  forbiddenDescriptionRulesClass,
  PROPERTY_KINDS,
  AREA_UNITS,
  EDIT_WINDOW_MS,
  forbiddenTextRulesClass,
  LIST_READ_LIMIT,
  LISTING_LIMITS,
  listingQueryShape,
  PUBLISH_LIMIT,
  PUBLISH_WINDOW_MS,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_RANGE_FIELDS,
  showsSomethingRulesFunction,
  STATUS_CHANGE_GAP_SECONDS,
  type ListingFilter,
} from 'listing-domain';

const firebaseDir = path.resolve(import.meta.dirname, '../../../firebase');
/** The rules and indexes Firebase deploys, composed from the repository's fragments. */
const composed = repositoryRules();
const { rules } = composed;
const storageRules = readFileSync(path.join(firebaseDir, 'storage.rules'), 'utf8');

describe('firestore.rules uses the schema limits', () => {
  test.each([
    ['name', `data.name.size(), ${LISTING_LIMITS.nameMinLength}, ${LISTING_LIMITS.nameMaxLength})`],
    ['bedrooms', `data.bedrooms, ${LISTING_LIMITS.roomsMin}, ${LISTING_LIMITS.roomsMax})`],
    ['bathrooms', `data.bathrooms, ${LISTING_LIMITS.roomsMin}, ${LISTING_LIMITS.roomsMax})`],
    ['regularPrice', `data.regularPrice, ${LISTING_LIMITS.priceMin}, ${LISTING_LIMITS.priceMax})`],
    ['discountedPrice', `data.discountedPrice, ${LISTING_LIMITS.priceMin}, ${LISTING_LIMITS.priceMax})`],
    ['imgUrls', `data.imgUrls.size(), ${LISTING_LIMITS.imagesMin}, ${LISTING_LIMITS.imagesMax})`],
    ['location', `data.location.size(), 1, ${LISTING_LIMITS.locationMaxLength})`],
  ])('%s', (_field, expected) => {
    expect(rules).toContain(expected);
  });

  test.each([
    ['description', `inRange(text.size(), 1, ${FACT_LIMITS.descriptionMaxLength})`],
    ['floorArea', `inRange(area, ${FACT_LIMITS.floorAreaMin}, ${FACT_LIMITS.floorAreaMax})`],
    ['deposit', `inRange(deposit, ${FACT_LIMITS.depositMin}, ${FACT_LIMITS.depositMax})`],
    ['yearBuilt', `inRange(year, ${FACT_LIMITS.yearBuiltMin}, ${FACT_LIMITS.yearBuiltMax})`],
    ['floor', `inRange(floor, ${FACT_LIMITS.floorMin}, ${FACT_LIMITS.floorMax})`],
    ['currency', `data.get('currency', 'USD').matches('${CURRENCIES.join('|')}')`],
    ['propertyKind', `data.get('propertyKind', 'flat').matches('${PROPERTY_KINDS.join('|')}')`],
    ['floorAreaUnit', `data.get('floorAreaUnit', 'sqm').matches('${AREA_UNITS.join('|')}')`],
    ['energyRating', `data.get('energyRating', 'A').matches('[${ENERGY_RATINGS[0]}-${ENERGY_RATINGS.at(-1)}]')`],
  ])('detail %s', (_field, expected) => {
    expect(rules).toContain(expected);
  });

  test('a status changes at most once in STATUS_CHANGE_GAP_SECONDS (issue 53)', () => {
    expect(rules).toContain(
      `request.time > resource.data.statusChangedAt + duration.value(${STATUS_CHANGE_GAP_SECONDS}, 's')`,
    );
  });

  test('a description refuses what a name refuses but line breaks, and must show something', () => {
    expect(rules).toContain(`!text.matches('(?s).*${forbiddenDescriptionRulesClass()}.*')`);
    expect(rules).toContain('&& showsSomething(text)');
    expect(rules).toContain("validDescription(data.get('description', 'ok'))");
    expect(ENERGY_RATINGS.join('')).toBe('ABCDEFG'); // the rules' [A-G]
  });

  test('names and places refuse the characters text-rules.ts refuses, and must be trimmed', () => {
    expect(rules).toContain(`!text.matches('(?s).*${forbiddenTextRulesClass()}.*')`);
    expect(rules).toContain(showsSomethingRulesFunction());
    expect(rules.match(/&& showsSomething\(text\)/g)).toHaveLength(2);
    expect(rules).toContain('&& text == text.trim()');
    expect(rules).toContain('cleanText(data.name) && inRange(data.name.size()');
    expect(rules).toContain('cleanText(data.location) && inRange(data.location.size()');
    expect(rules).toContain('cleanText(request.resource.data.name)');
  });

  test('a saved search is checked with the schema the server parses it with (issue 47)', () => {
    expect(rules).toContain(`ranges.keys().hasOnly([${SAVED_SEARCH_RANGE_FIELDS.map((f) => `'${f}'`).join(', ')}])`);
    for (const field of SAVED_SEARCH_RANGE_FIELDS) expect(rules).toContain(`&& savedSearchRange(ranges, '${field}')`);
    expect(rules).toContain(`cleanText(name) && inRange(name.size(), 1, ${SAVED_SEARCH_LIMITS.nameMaxLength})`);
    expect(rules).toContain(
      `request.resource.data.key is string && inRange(request.resource.data.key.size(), 1, ${SAVED_SEARCH_LIMITS.keyMaxLength})`,
    );
    expect(rules).toContain(`request.resource.data.query.size() <= ${SAVED_SEARCH_LIMITS.queryMaxLength}`);
    expect(rules).toContain(`near.km is number && near.km > 0 && near.km <= ${SAVED_SEARCH_LIMITS.nearKmMax}`);
  });

  test('a list of listings is bounded by the largest read the site makes', () => {
    expect(rules).toContain(`request.query.limit != null && request.query.limit <= ${LIST_READ_LIMIT};`);
  });

  test('the edit limit is the one the data layer reports', () => {
    expect(rules).toContain(`request.resource.data.count <= ${EDIT_LIMIT});`);
    expect(EDIT_WINDOW_MS).toBe(PUBLISH_WINDOW_MS); // windowOver() serves both
  });

  test('the publishing limit is the one the data layer reports', () => {
    expect(rules).toContain(`request.resource.data.count <= ${PUBLISH_LIMIT}`);
    expect(rules).toContain(`duration.value(${PUBLISH_WINDOW_MS / 1000}, 's')`);
  });

  test('storage.rules caps images at the schema size', () => {
    expect(LISTING_LIMITS.imageMaxBytes).toBe(2 * 1024 * 1024);
    expect(storageRules).toContain('request.resource.size < 2 * 1024 * 1024');
  });
});

describe('firestore.indexes.json', () => {
  const indexes = composed.indexes as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
  };
  const filters: ListingFilter[] = [{ type: 'rent' }, { offer: true }, { userRef: 'u' }];
  test.each(filters)('has the composite index of the query %o', (filter) => {
    const { where, orderBy } = listingQueryShape(filter);
    const field = where?.field;
    const found = indexes.indexes.some(
      (index) =>
        index.collectionGroup === 'listings' &&
        index.fields[0]?.fieldPath === field &&
        index.fields[1]?.fieldPath === orderBy &&
        index.fields[1]?.order === 'DESCENDING',
    );
    expect(found).toBe(true);
  });
});
