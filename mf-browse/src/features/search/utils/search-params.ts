// A search lives in the URL: a link reproduces it, reload keeps it, Back and Forward restore it.
// Parsing never trusts the address: unknown keys, malformed or out-of-range values and oversized
// text are dropped or corrected, with a note of what changed, and the page then writes the
// normalised address back.
import {
  AREA_UNITS,
  CURRENCIES,
  isPlaceId,
  FACT_LIMITS,
  isCalendarDay,
  LISTING_LIMITS,
  PROPERTY_KINDS,
  type AreaUnit,
  type Currency,
  type PropertyKind,
} from 'listing-domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_PARAM } from 'site-contract/locale';
import type { MapArea, SearchCriteria, SearchModel, SearchSort } from '../../../api/search/load-search.ts';
import { RADIUS_CHOICES_KM } from '../../../api/search/search-radius.ts';
import { areaParam, parseArea, type SearchView } from './map-view.ts';

/** Longest place text kept from an address (the search uses at most three of its words). */
export const PLACE_MAX_LENGTH = 100;

const KEYS = [
  'q',
  'in',
  'km',
  'type',
  'minPrice',
  'maxPrice',
  'beds',
  'baths',
  'parking',
  'furnished',
  'offer',
  'kind',
  'minArea',
  'maxArea',
  'areaUnit',
  'availableBy',
  'pets',
  'gone',
  'currency',
  'sort',
  'view',
  'area',
] as const;

/** Where the results are looked at: the list or the map (on phones), and the area the map searches. */
export interface SearchPlace {
  view: SearchView;
  /** Undefined: the map shows where the homes found are. */
  area?: MapArea;
}

export interface ParsedSearch {
  criteria: SearchCriteria;
  place: SearchPlace;
  /**
   * What was dropped or corrected, for people ("the minimum price was not a price"), each in the
   * page's language once the page says it (issue 88).
   */
  corrections: MessageDescriptor[];
}

const MIN_PRICE_REFUSED = {
  notPrice: msg`the minimum price was not a price`,
  outside: msg`the minimum price was outside $50 to $750,000,000`,
};
const MAX_PRICE_REFUSED = {
  notPrice: msg`the maximum price was not a price`,
  outside: msg`the maximum price was outside $50 to $750,000,000`,
};
const { floorAreaMin: areaFrom, floorAreaMax: areaTo } = FACT_LIMITS;
const SMALLEST_AREA_REFUSED = msg`the smallest floor area was not one from ${areaFrom} to ${areaTo} m²`;
const LARGEST_AREA_REFUSED = msg`the largest floor area was not one from ${areaFrom} to ${areaTo} m²`;

/** A whole number of dollars within the listing limits, or undefined (with a correction). */
function parsePrice(
  raw: string | null,
  said: { notPrice: MessageDescriptor; outside: MessageDescriptor },
  corrections: MessageDescriptor[],
): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isFinite(value)) {
    corrections.push(said.notPrice);
    return undefined;
  }
  if (value < LISTING_LIMITS.priceMin || value > LISTING_LIMITS.priceMax) {
    const clamped = Math.min(Math.max(value, LISTING_LIMITS.priceMin), LISTING_LIMITS.priceMax);
    corrections.push(said.outside);
    return clamped;
  }
  return value;
}

function parseRooms(raw: string | null, said: MessageDescriptor, corrections: MessageDescriptor[]): number {
  if (raw === null || raw === '') return LISTING_LIMITS.roomsMin;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < LISTING_LIMITS.roomsMin || value > LISTING_LIMITS.roomsMax) {
    corrections.push(said);
    return LISTING_LIMITS.roomsMin;
  }
  return value;
}

/** A whole number of m² within the floor area limits, or undefined (with a correction). */
function parseFloorArea(
  raw: string | null,
  said: MessageDescriptor,
  corrections: MessageDescriptor[],
): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < FACT_LIMITS.floorAreaMin || value > FACT_LIMITS.floorAreaMax) {
    corrections.push(said);
    return undefined;
  }
  return value;
}

/** One of `values`, or `fallback` (with a correction when something else was given). */
function currencyOf(raw: string | null, corrections: MessageDescriptor[]): { currency?: Currency } {
  if (raw === null) return {};
  if ((CURRENCIES as readonly string[]).includes(raw)) return { currency: raw as Currency };
  corrections.push(msg`the currency was not one the site knows`);
  return {};
}

function parseChoice<T extends string>(
  raw: string | null,
  values: readonly T[],
  fallback: T,
  correction: MessageDescriptor,
  corrections: MessageDescriptor[],
): T {
  if (raw === null) return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  corrections.push(correction);
  return fallback;
}

function parseFlag(raw: string | null, said: MessageDescriptor, corrections: MessageDescriptor[]): boolean {
  if (raw === null) return false;
  if (raw === '1') return true;
  corrections.push(said);
  return false;
}

function areaRange(params: URLSearchParams, corrections: MessageDescriptor[]): { areaMin?: number; areaMax?: number } {
  let min = parseFloorArea(params.get('minArea'), SMALLEST_AREA_REFUSED, corrections);
  let max = parseFloorArea(params.get('maxArea'), LARGEST_AREA_REFUSED, corrections);
  if (min !== undefined && max !== undefined && min > max) {
    [min, max] = [max, min];
    corrections.push(msg`the smallest and largest floor areas were swapped`);
  }
  return { ...(min !== undefined ? { areaMin: min } : {}), ...(max !== undefined ? { areaMax: max } : {}) };
}

function availableBy(raw: string | null, corrections: MessageDescriptor[]): { availableBy?: string } {
  if (raw === null || raw === '') return {};
  if (isCalendarDay(raw)) return { availableBy: raw };
  corrections.push(msg`the day to be available by was not a date`);
  return {};
}

/** The search an address describes, and what had to change in it. */
export function parseSearchParams(
  params: URLSearchParams,
  { DEFAULT_CRITERIA, SEARCH_SORTS }: Pick<SearchModel, 'DEFAULT_CRITERIA' | 'SEARCH_SORTS'>,
): ParsedSearch {
  const corrections: MessageDescriptor[] = [];
  // The site's language in an address (`?hl=fr`: the shell's, issue 88) is not a search setting,
  // nor one to warn of.
  const unknown = [...new Set(params.keys())].filter(
    (key) => key !== LOCALE_PARAM && !(KEYS as readonly string[]).includes(key),
  );
  if (unknown.length > 0) corrections.push(msg`unknown settings were ignored`);

  let place = (params.get('q') ?? '').replace(/\s+/g, ' ').trim();
  if (place.length > PLACE_MAX_LENGTH) {
    place = place.slice(0, PLACE_MAX_LENGTH).trim();
    corrections.push(msg`the place was shortened`);
  }
  // The town, region or country the place names (issue 51), as the page found it: only with a place.
  const rawWithin = params.get('in');
  const within = rawWithin !== null && place && isPlaceId(rawWithin) ? rawWithin : undefined;
  if (rawWithin !== null && !within) corrections.push(msg`the place to search in was not one the site knows`);
  const rawType = params.get('type');
  const type = rawType === 'rent' || rawType === 'sale' ? rawType : 'any';
  if (rawType !== null && type === 'any') corrections.push(msg`the type was not rent or sale`);
  // Around a place (issue 51): one of the distances offered; then the homes may come nearest first.
  const rawKm = params.get('km');
  const radiusKm = rawKm !== null && RADIUS_CHOICES_KM.includes(Number(rawKm)) ? Number(rawKm) : undefined;
  if (rawKm !== null && radiusKm === undefined) corrections.push(msg`the distance was not one the site offers`);
  const rawSort = params.get('sort');
  const sorts = radiusKm ? [...SEARCH_SORTS, 'nearest'] : SEARCH_SORTS;
  const sort = sorts.includes(rawSort as SearchSort) ? (rawSort as SearchSort) : DEFAULT_CRITERIA.sort;
  if (rawSort !== null && sort !== rawSort) corrections.push(msg`the order was not one the site offers`);

  let priceMin = parsePrice(params.get('minPrice'), MIN_PRICE_REFUSED, corrections);
  let priceMax = parsePrice(params.get('maxPrice'), MAX_PRICE_REFUSED, corrections);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
    corrections.push(msg`the minimum and maximum prices were swapped`);
  }
  const criteria: SearchCriteria = {
    place,
    ...(within ? { within } : {}),
    ...(radiusKm ? { radiusKm } : {}),
    type,
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    bedroomsMin: parseRooms(params.get('beds'), msg`the number of bedrooms was not one from 1 to 50`, corrections),
    bathroomsMin: parseRooms(params.get('baths'), msg`the number of bathrooms was not one from 1 to 50`, corrections),
    parking: parseFlag(params.get('parking'), msg`“parking” was not on or off`, corrections),
    furnished: parseFlag(params.get('furnished'), msg`“furnished” was not on or off`, corrections),
    offer: parseFlag(params.get('offer'), msg`“offers only” was not on or off`, corrections),
    kind: parseChoice<PropertyKind | 'any'>(
      params.get('kind'),
      PROPERTY_KINDS,
      'any',
      msg`the kind of home was not one the site knows`,
      corrections,
    ),
    ...areaRange(params, corrections),
    areaUnit: parseChoice<AreaUnit>(
      params.get('areaUnit'),
      AREA_UNITS,
      'sqm',
      msg`the floor area unit was not m² or ft²`,
      corrections,
    ),
    ...availableBy(params.get('availableBy'), corrections),
    pets: parseFlag(params.get('pets'), msg`“pets allowed” was not on or off`, corrections),
    gone: parseFlag(params.get('gone'), msg`“let and sold homes” was not on or off`, corrections),
    // Only when chosen (issue 53): else the page shows the place's currency, or the reader's.
    ...currencyOf(params.get('currency'), corrections),
    sort,
  };
  const rawView = params.get('view');
  const view: SearchView = rawView === 'map' ? 'map' : 'list';
  if (rawView !== null && rawView !== view) corrections.push(msg`the view was not the list or the map`);
  const rawArea = params.get('area');
  const area = rawArea === null ? undefined : parseArea(rawArea);
  if (rawArea !== null && !area) corrections.push(msg`the map area was not one on Earth`);
  return { criteria, place: { view, ...(area ? { area } : {}) }, corrections };
}

/**
 * The address of a search: only what differs from the defaults, in a fixed order; with `place`,
 * the view and the map's area too.
 */
export function searchParamsOf(
  criteria: SearchCriteria,
  { DEFAULT_CRITERIA }: Pick<SearchModel, 'DEFAULT_CRITERIA'>,
  place?: SearchPlace,
): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.place) params.set('q', criteria.place);
  if (criteria.place && criteria.within) params.set('in', criteria.within);
  if (criteria.radiusKm) params.set('km', String(criteria.radiusKm));
  if (criteria.type !== 'any') params.set('type', criteria.type);
  if (criteria.priceMin !== undefined) params.set('minPrice', String(criteria.priceMin));
  if (criteria.priceMax !== undefined) params.set('maxPrice', String(criteria.priceMax));
  if (criteria.bedroomsMin > LISTING_LIMITS.roomsMin) params.set('beds', String(criteria.bedroomsMin));
  if (criteria.bathroomsMin > LISTING_LIMITS.roomsMin) params.set('baths', String(criteria.bathroomsMin));
  if (criteria.parking) params.set('parking', '1');
  if (criteria.furnished) params.set('furnished', '1');
  if (criteria.offer) params.set('offer', '1');
  if (criteria.kind !== 'any') params.set('kind', criteria.kind);
  if (criteria.areaMin !== undefined) params.set('minArea', String(criteria.areaMin));
  if (criteria.areaMax !== undefined) params.set('maxArea', String(criteria.areaMax));
  if (criteria.areaUnit !== 'sqm') params.set('areaUnit', criteria.areaUnit);
  if (criteria.availableBy) params.set('availableBy', criteria.availableBy);
  if (criteria.pets) params.set('pets', '1');
  if (criteria.gone) params.set('gone', '1');
  if (criteria.currency) params.set('currency', criteria.currency);
  if (criteria.sort !== DEFAULT_CRITERIA.sort) params.set('sort', criteria.sort);
  if (place?.view === 'map') params.set('view', 'map');
  if (place?.area) params.set('area', areaParam(place.area));
  return params;
}
