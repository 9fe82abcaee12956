import { describe, expect, test } from 'vitest';
import { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.ts';
import { LOCAL_RATES } from './exchange-rates.ts';
import { searchFieldsOf } from './search-fields.ts';

describe('place words', () => {
  test.each([
    ['12 Rue Victor-Hugo, 69002 Lyon', ['12', 'rue', 'victor', 'hugo', '69002', 'lyon']],
    ['Zürich Seefeld', ['zurich', 'seefeld']],
    ['ÎLE-DE-FRANCE   Saint-Étienne', ['ile', 'de', 'france', 'saint', 'etienne']],
    ['Kraków, ul. Długa', ['krakow', 'ul', 'długa']],
    ['  ', []],
  ])('%j → %j (lower case, accents folded, one word per run of letters or digits)', (location, words) => {
    expect(placeWords(location)).toEqual(words);
  });

  test('are bounded: the first 8 words, each at most 24 characters', () => {
    const words = placeWords(`${'a'.repeat(40)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')}`);
    expect(words).toHaveLength(SEARCH_LIMITS.placeWordsMax);
    expect(words[0]).toBe('a'.repeat(SEARCH_LIMITS.placeWordMaxLength));
  });

  test('place tokens are the runs of one to three consecutive words', () => {
    expect(placeTokens(['rue', 'victor', 'hugo', 'lyon'])).toEqual([
      'rue',
      'victor',
      'hugo',
      'lyon',
      'rue-victor',
      'victor-hugo',
      'hugo-lyon',
      'rue-victor-hugo',
      'victor-hugo-lyon',
    ]);
    expect(placeTokens(placeWords('a b c d e f g h i j k')).length).toBeLessThanOrEqual(SEARCH_LIMITS.placeTokensMax);
  });
});

describe('search fields of a listing', () => {
  const listing = {
    type: 'rent' as const,
    name: 'Flat by the river',
    bedrooms: 2,
    bathrooms: 1,
    parking: true,
    furnished: false,
    location: 'Quai Saint-Vincent, Lyon',
    offer: true,
    regularPrice: 1200,
    discountedPrice: 990,
    geolocation: { lat: 45.7676, lng: 4.8274 },
    imgUrls: [],
  };

  test('the price to pay is the discounted one on offer, the regular one otherwise', () => {
    expect(searchFieldsOf(listing, LOCAL_RATES).priceToPay).toBe(990);
    expect(searchFieldsOf({ ...listing, offer: false, discountedPrice: undefined }, LOCAL_RATES).priceToPay).toBe(1200);
  });

  test('the geohash has 10 geohash letters (geofire-common)', () => {
    expect(searchFieldsOf(listing, LOCAL_RATES).geohash).toMatch(/^[0-9b-hjkmnp-z]{10}$/);
    expect(searchFieldsOf(listing, LOCAL_RATES).geohash.startsWith('u05k')).toBe(true);
  });

  test('the keys answer every search the listing matches, and no other', () => {
    const keys = searchFieldsOf(listing, LOCAL_RATES).searchKeys;
    expect(keys).toContain(searchKey({}));
    expect(keys).toContain(searchKey({ type: 'rent', offer: true, parking: true, place: 'lyon' }));
    expect(keys).toContain(searchKey({ place: 'saint-vincent-lyon' }));
    expect(keys).not.toContain(searchKey({ type: 'sale' }));
    expect(keys).not.toContain(searchKey({ furnished: true }));
    expect(keys).not.toContain(searchKey({ place: 'paris' }));
  });

  test('are bounded for the richest listing', () => {
    const rich = { ...listing, furnished: true, location: 'one two three four five six seven eight nine ten' };
    const { searchKeys, placeWords: words } = searchFieldsOf(rich, LOCAL_RATES);
    expect(words.length).toBeLessThanOrEqual(SEARCH_LIMITS.placeWordsMax);
    expect(searchKeys.length).toBeLessThanOrEqual(SEARCH_LIMITS.searchKeysMax);
    expect(new Set(searchKeys).size).toBe(searchKeys.length);
    expect(Math.max(...searchKeys.map((k) => k.length))).toBeLessThanOrEqual(SEARCH_LIMITS.searchKeyMaxLength);
  });
});
