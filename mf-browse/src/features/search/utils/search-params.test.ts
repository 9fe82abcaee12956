import { loadSearch } from '../../../api/search/load-search.ts';
import { describe, expect, test } from 'vitest';
import { parseSearchParams, PLACE_MAX_LENGTH, searchParamsOf } from './search-params.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { filtersToLoosen, searchSummary } from './search-summary.ts';

const model = await loadSearch();
const { DEFAULT_CRITERIA } = model;
/** The search an address describes, its corrections as an English page says them. */
const parse = (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query), model);
  return { ...parsed, corrections: parsed.corrections.map((correction) => i18n._(correction)) };
};

describe('the search in the URL', () => {
  test('an empty address is the default search', () => {
    expect(parse('')).toEqual({ criteria: DEFAULT_CRITERIA, place: { view: 'list' }, corrections: [] });
  });

  test('every setting reads back as it was written, and only non-defaults are written', () => {
    const query =
      'q=Lyon&type=rent&minPrice=500&maxPrice=2000&beds=2&baths=2&parking=1&furnished=1&offer=1' +
      '&kind=flat&minArea=40&maxArea=90&areaUnit=sqft&availableBy=2027-03-01&pets=1&gone=1&currency=EUR&sort=price-asc';
    const { criteria, corrections } = parse(query);
    expect(corrections).toEqual([]);
    expect(criteria).toEqual({
      place: 'Lyon',
      type: 'rent',
      priceMin: 500,
      priceMax: 2000,
      bedroomsMin: 2,
      bathroomsMin: 2,
      parking: true,
      furnished: true,
      offer: true,
      kind: 'flat',
      areaMin: 40,
      areaMax: 90,
      areaUnit: 'sqft',
      availableBy: '2027-03-01',
      pets: true,
      gone: true,
      currency: 'EUR',
      sort: 'price-asc',
    });
    expect(searchParamsOf(criteria, model).toString()).toBe(query);
    expect(searchParamsOf(DEFAULT_CRITERIA, model).toString()).toBe('');
  });

  test.each([
    ['an unknown sort', 'sort=cheapest', 'the order was not one the site offers'],
    ['an unknown kind of home', 'kind=castle', 'the kind of home was not one the site knows'],
    ['an unknown currency', 'currency=BTC', 'the currency was not one the site knows'],
    ['a floor area of 0', 'minArea=0', 'the smallest floor area was not one from 1 to 100000 m²'],
    ['a day that is not one', 'availableBy=2027-02-30', 'the day to be available by was not a date'],
    ['a negative price', 'minPrice=-5', 'the minimum price was not a price'],
    ['a price that is not a number', 'maxPrice=lots', 'the maximum price was not a price'],
    ['an infinite price', 'maxPrice=Infinity', 'the maximum price was not a price'],
    ['bedrooms out of range', 'beds=900', 'the number of bedrooms was not one from 1 to 50'],
    ['an unknown key', 'utm_source=x&admin=1', 'unknown settings were ignored'],
    ['a type that is not rent or sale', 'type=castle', 'the type was not rent or sale'],
    ['a flag that is not on', 'parking=yes', '“parking” was not on or off'],
    ['an unknown view', 'view=globe', 'the view was not the list or the map'],
    ['an area off the Earth', 'area=10,20,95,30', 'the map area was not one on Earth'],
    ['an area that is not four numbers', 'area=10,20,x', 'the map area was not one on Earth'],
    ['an area with south above north', 'area=50,1,40,2', 'the map area was not one on Earth'],
    ['a place id of another shape', 'in=lyon&q=Lyon', 'the place to search in was not one the site knows'],
    ['a place id without a place', 'in=t-2996944', 'the place to search in was not one the site knows'],
    ['a distance not offered', 'km=7', 'the distance was not one the site offers'],
    ['nearest first without a distance', 'sort=nearest', 'the order was not one the site offers'],
  ])('%s is dropped, and said', (_case, query, correction) => {
    const { criteria, corrections } = parse(query);
    expect(corrections).toEqual([correction]);
    expect(searchParamsOf(criteria, model).toString()).not.toContain(query.split('=')[0]!);
  });

  test('the site’s language in the address (?hl=fr) is not an unknown setting', () => {
    expect(parse('hl=fr&type=rent').corrections).toEqual([]);
  });

  test('the place a text names and a distance around it read back as written (issue 51)', () => {
    const query = 'q=Edinburgh%2C+UK&in=t-2650225&km=5&sort=nearest';
    const { criteria, corrections } = parse(query);
    expect(corrections).toEqual([]);
    expect(criteria).toMatchObject({ place: 'Edinburgh, UK', within: 't-2650225', radiusKm: 5, sort: 'nearest' });
    expect(searchParamsOf(criteria, model).toString()).toBe(query);
  });

  test('the summary names the place found, or the distance around it', () => {
    const { criteria } = parse('q=Edinburgh&in=t-2650225');
    expect(
      searchSummary(i18n, criteria, model, { count: 2, more: false }, 'in Edinburgh, Scotland, United Kingdom'),
    ).toBe('2 homes in Edinburgh, Scotland, United Kingdom');
    expect(searchSummary(i18n, criteria, model, undefined)).toBe('Homes in “Edinburgh”');
  });

  test('the map view and its area read back as written, the area rounded outwards', () => {
    const { criteria, place, corrections } = parse('q=Lyon&view=map&area=45.7,4.8,45.8,4.9');
    expect(corrections).toEqual([]);
    expect(place).toEqual({ view: 'map', area: { south: 45.7, west: 4.8, north: 45.8, east: 4.9 } });
    expect(searchParamsOf(criteria, model, place).toString()).toBe('q=Lyon&view=map&area=45.7%2C4.8%2C45.8%2C4.9');
    const fine = { view: 'list' as const, area: { south: 45.123456, west: -4.123456, north: 45.2, east: -4.1 } };
    expect(searchParamsOf(criteria, model, fine).get('area')).toBe('45.1234,-4.1235,45.2,-4.1');
  });

  test('a minimum above the maximum is swapped; a price beyond the limits is clamped', () => {
    expect(parse('minPrice=3000&maxPrice=1000').criteria).toMatchObject({ priceMin: 1000, priceMax: 3000 });
    expect(parse('maxPrice=999999999999').criteria.priceMax).toBe(750_000_000);
  });

  test('a hostile address: each setting refused is named, and the address written back keeps only the place', () => {
    const { criteria, place, corrections } = parse(`sort=cheapest&minPrice=-5&beds=900&admin=1&q=${'x'.repeat(3000)}`);
    expect(corrections).toEqual([
      'unknown settings were ignored',
      'the place was shortened',
      'the order was not one the site offers',
      'the minimum price was not a price',
      'the number of bedrooms was not one from 1 to 50',
    ]);
    expect(searchParamsOf(criteria, model, place).toString()).toBe(`q=${'x'.repeat(PLACE_MAX_LENGTH)}`);
    // Written back, it reads as it was written: nothing more to correct.
    expect(parse(`q=${'x'.repeat(PLACE_MAX_LENGTH)}`).corrections).toEqual([]);
  });

  test('10 KB of text becomes a bounded place', () => {
    const { criteria, corrections } = parse(`q=${'a'.repeat(10_000)}`);
    expect(criteria.place).toHaveLength(PLACE_MAX_LENGTH);
    expect(corrections).toEqual(['the place was shortened']);
  });
});

describe('the summary of a search', () => {
  test('says what is shown in one line', () => {
    const { criteria } = parse('q=lyon&type=rent&beds=2&maxPrice=2000');
    expect(searchSummary(i18n, criteria, model)).toBe('Homes for rent in “lyon” · up to $2,000 · 2+ bedrooms');
    // The place as typed, cut to the words searched.
    expect(searchSummary(i18n, parse('q=Rue%20Victor-Hugo,%20Lyon%203e').criteria, model)).toBe(
      'Homes in “Rue Victor Hugo”',
    );
    expect(searchSummary(i18n, DEFAULT_CRITERIA, model)).toBe('Homes');
  });

  test('starts with the number of homes found once it is known (issue 35, defect 10)', () => {
    const { criteria } = parse('q=lyon&type=rent&beds=2');
    expect(searchSummary(i18n, criteria, model, { count: 12, more: false })).toBe(
      '12 homes for rent in “lyon” · 2+ bedrooms',
    );
    expect(searchSummary(i18n, criteria, model, { count: 1, more: false })).toBe(
      '1 home for rent in “lyon” · 2+ bedrooms',
    );
    expect(searchSummary(i18n, DEFAULT_CRITERIA, model, { count: 200, more: true })).toBe('200+ homes');
    expect(searchSummary(i18n, DEFAULT_CRITERIA, model, { count: 0, more: false })).toBe('0 homes');
    const facts = parse(
      'q=lyon&kind=flat&minArea=40&pets=1&maxPrice=1500&currency=EUR&availableBy=2027-03-01',
    ).criteria;
    expect(searchSummary(i18n, facts, model)).toMatch(
      /^Homes in “lyon” · flat · up to €1,500 · from 40 m² · available by (1 Mar 2027|Mar 1, 2027) · pets allowed$/,
    );
  });

  test('names the filters to loosen when nothing is found', () => {
    expect(filtersToLoosen(parse('q=x&offer=1&minPrice=100').criteria).map((filter) => i18n._(filter))).toEqual([
      'the place',
      'the price range',
      'offers only',
    ]);
  });
});
