// What a search asks Firestore, as plain data: the criteria a visitor sets (search-criteria in the
// URL), the one query shape per sort that serves every combination of them, and the composite
// index each shape needs (firestore.indexes.json is checked against SEARCH_QUERY_SHAPES by a test).
//
// How every combination is served by one index per order: the facets (type, offer, parking, furnished)
// and the place are folded into one key the listing carries for every search it answers
// (searchKeys, search-fields.ts), matched with array-contains; the three ranges (price to pay,
// bedrooms, bathrooms) are always applied, at their full span when the visitor sets none. So every
// search has the same filters, and only the order differs. Firestore reads the documents it
// returns: a page asks for page size + 1 whatever the collection's size.
import type { AreaUnit, Currency, ListingType, PropertyKind } from 'listing-domain';
import {
  AVAILABILITY_GONE,
  AVAILABILITY_UNKNOWN,
  FACT_LIMITS,
  LISTING_LIMITS,
  PROPERTY_KINDS,
  SQFT_PER_SQM,
} from 'listing-domain';
import { placeIdToken, placeTokens, placeWords, SEARCH_LIMITS, SEARCH_RANGE_FIELDS, searchKey } from 'listing-domain';

export type SearchSort = 'newest' | 'price-asc' | 'price-desc' | 'nearest';
/** The orders of the list, each one query shape; 'nearest' orders the homes of a radius search (search-near.ts). */
export const SEARCH_SORTS: readonly SearchSort[] = ['newest', 'price-asc', 'price-desc'];
export const NEAR_SORTS: readonly SearchSort[] = [...SEARCH_SORTS, 'nearest'];

/** A search as a visitor sets it; every field has a value (the defaults mean "any"). */
export interface SearchCriteria {
  /** Place words as typed (normalised when searched). */
  place: string;
  /**
   * The town, region or country the place was found to name (issue 51: `t-2650225`, `r-gb-sct`,
   * `c-gb`): when set, the search finds the homes in it, whatever their addresses say.
   */
  within?: string;
  type: ListingType | 'any';
  /** On the price the visitor pays; undefined: no bound. */
  priceMin?: number;
  priceMax?: number;
  bedroomsMin: number;
  bathroomsMin: number;
  parking: boolean;
  furnished: boolean;
  offer: boolean;
  /** The key facts of issue 35: the kind of home, floor area in m², available by a day, pets. */
  kind: PropertyKind | 'any';
  areaMin?: number;
  areaMax?: number;
  /** The unit areaMin and areaMax are in (the search compares in m²). */
  areaUnit: AreaUnit;
  /** `YYYY-MM-DD`: homes available on or before that day. */
  availableBy?: string;
  pets: boolean;
  /** Homes that are let or sold too (issue 36); without it the search leaves them out. */
  gone: boolean;
  /**
   * Homes within this many km of the town searched (or of the map's centre) instead of in it
   * (issue 51): one of RADIUS_CHOICES_KM.
   */
  radiusKm?: number;
  /**
   * The currency the price range is in (issue 53): homes in every currency are found, their prices
   * converted. Undefined when the visitor chose none: the page shows prices in the searched
   * place's currency (else the reader's), and a price range without one is in US dollars (as
   * addresses from before meant it).
   */
  currency?: Currency;
  /**
   * The price range in euros, converted with the server's reference rates (price-in-euros.ts):
   * what the search compares with each listing's `priceEur`. Set by the page once it has the
   * rates; never in the address.
   */
  priceEur?: { min: number; max: number };
  /**
   * The map's area the visitor searched ("Search this area", issue 53): the list, its count and
   * its Load More keep to it, as the map does. From the address's `area`, set by the page.
   */
  area?: MapArea;
  sort: SearchSort;
}

export const DEFAULT_CRITERIA: SearchCriteria = {
  place: '',
  type: 'any',
  bedroomsMin: LISTING_LIMITS.roomsMin,
  bathroomsMin: LISTING_LIMITS.roomsMin,
  parking: false,
  furnished: false,
  offer: false,
  kind: 'any',
  pets: false,
  gone: false,
  areaUnit: 'sqm',
  sort: 'newest',
};

export { RADIUS_CHOICES_KM } from './search-radius.ts';

type Direction = 'asc' | 'desc';
type RangeField = (typeof SEARCH_RANGE_FIELDS)[number] | 'geolocation.lat' | 'geolocation.lng';

/** One bound of a range filter: `field op value`. */
export interface RangeBound {
  field: RangeField;
  op: '>=' | '<=';
  value: number;
}

/** One query shape: the key it matches, the ranges it always applies and its order. */
export interface SearchQueryShape {
  /** The list's order it serves, or 'map': the homes of a map's visible area. */
  name: SearchSort | 'map';
  arrayContains: 'searchKeys';
  ranges: readonly RangeField[];
  orderBy: { field: 'timestamp' | 'priceEur' | 'geolocation.lat'; direction: Direction };
}

/**
 * The ranges every search applies. Firestore allows range filters on at most 10 fields in one
 * query: these 7 and the map's two coordinates.
 */
const RANGES: readonly RangeField[] = SEARCH_RANGE_FIELDS;

export const SEARCH_QUERY_SHAPES: readonly SearchQueryShape[] = [
  { name: 'newest', arrayContains: 'searchKeys', ranges: RANGES, orderBy: { field: 'timestamp', direction: 'desc' } },
  {
    name: 'price-asc',
    arrayContains: 'searchKeys',
    ranges: RANGES,
    orderBy: { field: 'priceEur', direction: 'asc' },
  },
  {
    name: 'price-desc',
    arrayContains: 'searchKeys',
    ranges: RANGES,
    orderBy: { field: 'priceEur', direction: 'desc' },
  },
];

/**
 * The list in an area of the map (issue 53: "Search this area" narrows the list as the map): each
 * order's shape with a range on each coordinate too (9 range fields of Firestore's 10).
 */
export const SEARCH_AREA_QUERY_SHAPES: readonly SearchQueryShape[] = SEARCH_QUERY_SHAPES.map((shape) => ({
  ...shape,
  ranges: [...RANGES, 'geolocation.lat', 'geolocation.lng'],
}));

/**
 * The homes of a map's visible area: the same key and ranges, plus a range on each coordinate, so
 * Firestore returns only homes inside the area and a map reads at most MAP_LIMITS.homesMax + 1
 * documents however many homes match (a geohash query would read the homes of up to nine cells
 * around the area and drop those outside it). Ordered by latitude, the first range.
 */
export const MAP_QUERY_SHAPE: SearchQueryShape = {
  name: 'map',
  arrayContains: 'searchKeys',
  ranges: [...RANGES, 'geolocation.lat', 'geolocation.lng'],
  orderBy: { field: 'geolocation.lat', direction: 'asc' },
};

/** Every query shape the site issues: one per list order, and the map's. */
export const ALL_QUERY_SHAPES: readonly SearchQueryShape[] = [
  ...SEARCH_QUERY_SHAPES,
  ...SEARCH_AREA_QUERY_SHAPES,
  MAP_QUERY_SHAPE,
];

export const MAP_LIMITS = {
  /** Homes one map view loads at most; past that it asks to zoom in. */
  homesMax: 200,
};

/** A map's visible area, in degrees. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const WHOLE_WORLD: MapArea = { south: -90, west: -180, north: 90, east: 180 };

/**
 * The area as the query bounds it: within the world's coordinates, south below north and west
 * below east (a view across the 180th meridian, or wider than the world, spans every longitude).
 */
export function boundedArea(area: MapArea): MapArea {
  const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit);
  const south = clamp(Math.min(area.south, area.north), 90);
  const north = clamp(Math.max(area.south, area.north), 90);
  const wraps = area.east - area.west >= 360 || area.west < -180 || area.east > 180 || area.west > area.east;
  return wraps
    ? { south, north, west: -180, east: 180 }
    : { south, north, west: clamp(area.west, 180), east: clamp(area.east, 180) };
}

/**
 * The fields a shape's results are ordered by, all in its direction (then by document id): its
 * order, then every range field not in it by name, as Firestore orders a query with range filters
 * on several fields. The queries spell them all out, so a page's cursor is plain values.
 */
export function orderFields(shape: SearchQueryShape): string[] {
  return [shape.orderBy.field, ...shape.ranges.filter((field) => field !== shape.orderBy.field).sort()];
}

/** The composite index a shape needs, as firestore.indexes.json writes it: its fields in order. */
export function indexOfShape(shape: SearchQueryShape) {
  const direction = shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  return {
    collectionGroup: 'listings',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' },
      ...orderFields(shape).map((fieldPath) => ({ fieldPath, order: direction })),
    ],
  };
}

/**
 * The place as the search matches it: up to three consecutive words of an address, normalised and
 * joined. Of a longer text, the first three that hold no number and neither start nor end with a
 * word that tells little (issue 53: "Rue de la Charite" searched "rue de la"); when there is none,
 * the run with the most letters in telling words ("de la charite"). `start`: where they are among the words.
 */
export function placeQuery(text: string): { token: string; words: string[]; start: number; dropped: number } {
  const all = text.trim() === '' ? [] : placeWords(text);
  const size = Math.min(all.length, SEARCH_LIMITS.phraseMaxWords);
  const start = mostTellingRun(all, size);
  const kept = all.slice(start, start + size);
  const token = kept.length === 0 ? '' : (placeTokens(kept).at(-1) ?? '');
  return { token, words: kept, start, dropped: all.length - kept.length };
}

const isNumber = (word: string) => /^\d+$/.test(word);
/** A word that tells little about a place: two letters or fewer ("de", "la", "3e"), or a number. */
const tellsLittle = (word: string) => word.length <= 2 || isNumber(word);

/** Where the run of `size` words `placeQuery` keeps starts. */
function mostTellingRun(words: readonly string[], size: number): number {
  const starts = Array.from({ length: Math.max(0, words.length - size + 1) }, (_, start) => start);
  const run = (start: number) => words.slice(start, start + size);
  const clean = starts.find(
    (start) => !tellsLittle(run(start)[0] ?? '') && !tellsLittle(run(start).at(-1) ?? '') && !run(start).some(isNumber),
  );
  if (clean !== undefined) return clean;
  const letters = (start: number) => run(start).reduce((sum, word) => sum + (tellsLittle(word) ? 0 : word.length), 0);
  return starts.reduce((best, start) => (letters(start) > letters(best) ? start : best), 0);
}

/**
 * A floor area bound in m², as a listing's areaSqm is kept (to 0.1 m²): a bound in ft² is rounded
 * outwards (`round`: down for a minimum, up for a maximum), so a home of exactly that area is found.
 */
function inSqm(area: number, unit: AreaUnit, round: (x: number) => number): number {
  return unit === 'sqm' ? area : round((area / SQFT_PER_SQM) * 10) / 10;
}

/** `YYYY-MM-DD` as the number a listing's availableDay compares with. */
const dayNumber = (day: string) => Number(day.replaceAll('-', ''));

/** Whether the search bounds the price (then its range is converted to euros before it reads). */
export const isPriced = (criteria: Pick<SearchCriteria, 'priceMin' | 'priceMax'>) =>
  criteria.priceMin !== undefined || criteria.priceMax !== undefined;

/** The widest price range, in euros: every listing's price converted lies within it. */
export const ANY_PRICE_EUR = { min: 0, max: Number.MAX_SAFE_INTEGER };

/**
 * The bounds of every range a search applies, at their full span when the visitor set none, so
 * that every search has the same filters (and one index per order). A price range compares the
 * listings' prices in euros with the range converted (issue 53): homes in every currency.
 */
export function searchBounds(criteria: SearchCriteria): RangeBound[] {
  if (isPriced(criteria) && !criteria.priceEur)
    throw new Error('A price range is searched in euros: convert it first (withPriceInEuros)');
  const price = criteria.priceEur ?? ANY_PRICE_EUR;
  const kind = criteria.kind === 'any' ? null : PROPERTY_KINDS.indexOf(criteria.kind) + 1;
  const range = (field: RangeField, min: number, max?: number): RangeBound[] => [
    { field, op: '>=', value: min },
    ...(max === undefined ? [] : [{ field, op: '<=' as const, value: max }]),
  ];
  return [
    ...range('priceEur', price.min, price.max),
    ...range('bedrooms', criteria.bedroomsMin),
    ...range('bathrooms', criteria.bathroomsMin),
    ...range(
      'areaSqm',
      criteria.areaMin === undefined ? 0 : inSqm(criteria.areaMin, criteria.areaUnit, Math.floor),
      criteria.areaMax === undefined ? FACT_LIMITS.floorAreaMax : inSqm(criteria.areaMax, criteria.areaUnit, Math.ceil),
    ),
    // A let or sold home is filed as never available (AVAILABILITY_GONE): out unless asked for.
    ...range(
      'availableDay',
      0,
      criteria.availableBy ? dayNumber(criteria.availableBy) : criteria.gone ? AVAILABILITY_GONE : AVAILABILITY_UNKNOWN,
    ),
    ...range('petsOk', criteria.pets ? 1 : 0),
    ...range('kindCode', kind ?? 0, kind ?? PROPERTY_KINDS.length),
    ...(criteria.area ? areaBounds(boundedArea(criteria.area)) : []),
  ];
}

/** The ranges of a map's area on the coordinates. */
function areaBounds(area: MapArea): RangeBound[] {
  return [
    { field: 'geolocation.lat', op: '>=', value: area.south },
    { field: 'geolocation.lat', op: '<=', value: area.north },
    { field: 'geolocation.lng', op: '>=', value: area.west },
    { field: 'geolocation.lng', op: '<=', value: area.east },
  ];
}

/** The query a search issues: its key, its ranges and its shape. */
export function searchQueryPlan(criteria: SearchCriteria) {
  const shapes = criteria.area ? SEARCH_AREA_QUERY_SHAPES : SEARCH_QUERY_SHAPES;
  const shape = shapes.find((s) => s.name === criteria.sort) ?? shapes[0]!;
  const key = searchKey({
    type: criteria.type === 'any' ? undefined : criteria.type,
    offer: criteria.offer,
    parking: criteria.parking,
    furnished: criteria.furnished,
    place: criteria.within ? placeIdToken(criteria.within) : placeQuery(criteria.place).token,
  });
  return {
    shape,
    key,
    bounds: searchBounds(criteria),
  };
}
