import { describe, expect, test } from 'vitest';
import { ONE_IMAGE, VALID_DRAFT } from './listing-draft.fixtures.ts';
import {
  DEFAULT_DRAFT,
  DISCOUNT_MESSAGE,
  MAX_IMAGES_MESSAGE,
  draftToListingInput,
  validateListingDraft,
  type ListingDraft,
} from './listing-schema.ts';

const valid = VALID_DRAFT;
const oneImage = ONE_IMAGE;
const fieldsWithProblems = (draft: ListingDraft, images = oneImage) =>
  validateListingDraft(draft, images).map((p) => p.field);

describe('listing schema', () => {
  test('the form defaults are rent, 1 bedroom, 1 bathroom, no flags, prices 0', () => {
    expect(DEFAULT_DRAFT).toMatchObject({
      type: 'rent',
      bedrooms: 1,
      bathrooms: 1,
      parking: false,
      furnished: false,
      offer: false,
      regularPrice: 0,
      discountedPrice: 0,
    });
  });

  test('a price out of range is explained with the limits written as prices', () => {
    const problems = validateListingDraft({ ...valid, regularPrice: 10, offer: true, discountedPrice: 5 }, oneImage);
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'Regular price must be from $50 to $750,000,000',
        'Discounted price must be from $50 to $750,000,000',
      ]),
    );
  });

  test('a price out of range is explained in the listing’s own currency, with separators (issue 53)', () => {
    const problems = validateListingDraft({ ...valid, currency: 'GBP', regularPrice: 10 }, oneImage);
    const price = problems.find((p) => p.field === 'regularPrice');
    expect(price?.message).toMatch(/^Regular price must be from £50 to £750,000,000$/);
    expect(price?.hint).toBe('From £50 to £750,000,000.');
  });

  test('a complete listing passes', () => {
    expect(validateListingDraft(valid, oneImage)).toEqual([]);
  });

  test.each([
    [9, false],
    [10, true],
    [32, true],
    [33, false],
  ])('a name of %i characters is accepted: %s', (length, ok) => {
    expect(fieldsWithProblems({ ...valid, name: 'x'.repeat(length) }).includes('name')).toBe(!ok);
  });

  test.each([
    ['Sunny flat\u0000 12', 'name'],
    ['Sunny \u202Eflat 12', 'name'],
    ['1 Main\u001b Street', 'location'],
    ['1 Main \u2066Street', 'location'],
  ])('%j has a control or bidi character: refused as the %s', (text, field) => {
    const draft = field === 'name' ? { ...valid, name: text } : { ...valid, location: text };
    const problems = validateListingDraft(draft, oneImage);
    expect(problems.map((p) => p.field)).toEqual([field]);
    expect(problems[0]?.message).toMatch(/must not contain control characters/);
  });

  test('a blank address (only spaces) is refused; spaces around a name or an address are trimmed on save', () => {
    expect(fieldsWithProblems({ ...valid, location: '          ' })).toEqual(['location']);
    const input = draftToListingInput({ ...valid, name: '  Sunny flat 12 ', location: ' 1 Main Street  ' }, ['u']);
    expect([input.name, input.location]).toEqual(['Sunny flat 12', '1 Main Street']);
  });

  test.each([
    [0, false],
    [1, true],
    [50, true],
    [51, false],
    [2.5, false],
  ])('%s rooms are accepted: %s', (rooms, ok) => {
    expect(fieldsWithProblems({ ...valid, bedrooms: rooms }).includes('bedrooms')).toBe(!ok);
    expect(fieldsWithProblems({ ...valid, bathrooms: rooms }).includes('bathrooms')).toBe(!ok);
  });

  test.each([
    [49, false],
    [50, true],
    [750000000, true],
    [750000001, false],
  ])('a regular price of %i is accepted: %s', (price, ok) => {
    expect(fieldsWithProblems({ ...valid, regularPrice: price }).includes('regularPrice')).toBe(!ok);
  });

  test('the discounted price must be below the regular price, compared as numbers', () => {
    const equal = validateListingDraft({ ...valid, offer: true, regularPrice: 1000, discountedPrice: 1000 }, oneImage);
    expect(equal.map((p) => p.message)).toContain(DISCOUNT_MESSAGE);
    // "900" < "1000" fails as strings; as numbers 900 is lower and valid.
    expect(validateListingDraft({ ...valid, offer: true, regularPrice: 1000, discountedPrice: 900 }, oneImage)).toEqual(
      [],
    );
    expect(fieldsWithProblems({ ...valid, offer: true, discountedPrice: 49 })).toContain('discountedPrice');
  });

  test('without an offer the discounted price is neither checked nor stored', () => {
    const draft = { ...valid, offer: false, discountedPrice: 5_000_000 };
    expect(validateListingDraft(draft, oneImage)).toEqual([]);
    expect(draftToListingInput(draft, ['u'])).not.toHaveProperty('discountedPrice');
    expect(draftToListingInput({ ...draft, offer: true, discountedPrice: 900 }, ['u']).discountedPrice).toBe(900);
  });

  test('images: at least one, at most 6, only .jpg/.jpeg/.png', () => {
    expect(fieldsWithProblems(valid, { count: 0, newFiles: [] })).toContain('images');
    const seven = validateListingDraft(valid, { count: 7, newFiles: [] });
    expect(seven.map((p) => p.message)).toContain(MAX_IMAGES_MESSAGE);
    expect(fieldsWithProblems(valid, { count: 6, newFiles: [] })).toEqual([]);
    expect(fieldsWithProblems(valid, { count: 1, newFiles: [{ name: 'x.gif', type: 'image/gif' }] })).toContain(
      'images',
    );
    expect(fieldsWithProblems(valid, { count: 1, newFiles: [{ name: 'x.JPEG', type: 'image/jpeg' }] })).toEqual([]);
  });

  test('address and coordinates are required while geocoding is off', () => {
    expect(fieldsWithProblems({ ...valid, location: '  ' })).toContain('location');
    expect(fieldsWithProblems({ ...valid, latitude: Number.NaN })).toContain('latitude');
    expect(fieldsWithProblems({ ...valid, latitude: 91 })).toContain('latitude');
    expect(fieldsWithProblems({ ...valid, longitude: -181 })).toContain('longitude');
    expect(validateListingDraft({ ...valid, latitude: Number.NaN }, oneImage, { geocoding: true })).toEqual([]);
  });
});
