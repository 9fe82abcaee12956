// The fields a listing carries for search, derived from what its owner typed: the server's trigger
// (mf-listing-editor/functions, which bundles it), the demo seed and the migration script derive
// them with the same code. Since issue 34 no browser writes them: the rules refuse them.
import { geohashForLocation } from 'geofire-common';
import { inEuros, type ExchangeRates } from './exchange-rates.ts';
import { CURRENCIES, type Currency } from './listing-facts.ts';
import { placeIdsOf, placeIdToken, readListingPlace } from './gazetteer-place.ts';
import type { ListingType } from './listing-types.ts';
import { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.ts';
import { AVAILABILITY_GONE, AVAILABILITY_UNKNOWN, SEARCH_CURRENCIES, SEARCH_KINDS } from './search-codes.ts';

export { placeTokens, placeWords, SEARCH_LIMITS, searchKey };
export { AVAILABILITY_GONE, AVAILABILITY_UNKNOWN, SEARCH_CURRENCIES, SEARCH_KINDS };

/**
 * What the search fields are derived from: a listing as its owner typed it, or a stored document
 * that `derivable` accepted (its other fields as they are: each is checked where it is read).
 */
export interface SearchSource {
  type: ListingType;
  location: string;
  regularPrice: number;
  geolocation: { lat: number; lng: number };
  offer?: unknown;
  parking?: unknown;
  furnished?: unknown;
  discountedPrice?: unknown;
  floorArea?: unknown;
  floorAreaUnit?: unknown;
  availableFrom?: unknown;
  petsAllowed?: unknown;
  propertyKind?: unknown;
  currency?: unknown;
  status?: unknown;
  /** The town, region and country the server derived (issue 51): their ids are place tokens too. */
  place?: unknown;
  /** False once the server took an unconfirmed home off the lists (issue 52, listing-care.ts). */
  listed?: unknown;
}

export interface SearchFields {
  priceToPay: number;
  /**
   * The price to pay in euros with the server's reference rates (issue 53): what a search's price
   * range and its price order compare, whatever the listing's currency.
   */
  priceEur: number;
  placeWords: string[];
  geohash: string;
  searchKeys: string[];
  areaSqm: number;
  availableDay: number;
  petsOk: 0 | 1;
  kindCode: number;
  currencyCode: number;
  /**
   * Whether the home is on the lists and in search (issue 52): false only once the server took a
   * home its owner did not confirm for STALE_UNLIST_DAYS off them (listing-care.ts); such a home
   * answers no search (no search keys) until its owner renews it.
   */
  listed: boolean;
}

/** Every search a listing answers: each facet it has may be required or not, with or without a place. */
function searchKeysOf(listing: SearchSource, tokens: readonly string[]): string[] {
  const keys: string[] = [];
  for (const type of [listing.type, undefined])
    for (const offer of listing.offer ? [true, false] : [false])
      for (const parking of listing.parking ? [true, false] : [false])
        for (const furnished of listing.furnished ? [true, false] : [false])
          for (const place of ['', ...tokens]) keys.push(searchKey({ type, offer, parking, furnished, place }));
  return keys;
}

const SQFT_PER_SQM = 10.7639;

/**
 * The key facts a search filters on (issue 35), as numbers every listing has, so that each filter
 * is a range that is always applied (at its full span when the visitor sets none) and one index
 * per order still serves every search: floor area in m² (0: not stated), the day it is available
 * as yyyymmdd (0: now; AVAILABILITY_UNKNOWN: not stated; AVAILABILITY_GONE: let or sold, whatever
 * it said, issue 36), pets (1: allowed), the kind's code and
 * the currency's code.
 */
export function factFieldsOf(
  listing: Omit<Partial<SearchSource>, 'geolocation'>,
): Pick<SearchFields, 'areaSqm' | 'availableDay' | 'petsOk' | 'kindCode' | 'currencyCode'> {
  const area = typeof listing.floorArea === 'number' ? listing.floorArea : 0;
  const sqm = listing.floorAreaUnit === 'sqft' ? area / SQFT_PER_SQM : area;
  const from = listing.availableFrom;
  const gone = listing.status === 'let-agreed' || listing.status === 'sold';
  return {
    areaSqm: Math.round(sqm * 10) / 10,
    availableDay: gone
      ? AVAILABILITY_GONE
      : from === 'now'
        ? 0
        : typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from)
          ? Number(from.replaceAll('-', ''))
          : AVAILABILITY_UNKNOWN,
    petsOk: listing.petsAllowed === true ? 1 : 0,
    kindCode: typeof listing.propertyKind === 'string' ? SEARCH_KINDS.indexOf(listing.propertyKind) + 1 : 0,
    currencyCode: Math.max(
      0,
      SEARCH_CURRENCIES.indexOf(typeof listing.currency === 'string' ? listing.currency : 'USD'),
    ),
  };
}

/** The price a visitor pays: the discounted one while on offer. */
export function priceToPay(listing: Pick<SearchSource, 'offer' | 'regularPrice' | 'discountedPrice'>): number {
  return listing.offer && typeof listing.discountedPrice === 'number' ? listing.discountedPrice : listing.regularPrice;
}

/** The tokens of the places the server derived for a listing (issue 51): `@t-…`, `@r-…`, `@c-…`. */
export function gazetteerTokens(place: unknown): string[] {
  const known = readListingPlace(place);
  return known ? placeIdsOf(known).map(placeIdToken) : [];
}

/** A listing's currency: US dollars when it names none (or one the site does not know). */
export function currencyOf(listing: Pick<SearchSource, 'currency'>): Currency {
  return CURRENCIES.find((c) => c === listing.currency) ?? 'USD';
}

/**
 * The search fields of a listing (its fields as its owner typed them): the price to pay (and in
 * euros, with `rates`), the words of its address, a geohash of its coordinates (geofire-common, as
 * Firebase documents for geo queries), the keys of every search it answers (by the words of its
 * address and by its town, region and country once the server derived them) and its key facts as
 * numbers.
 */
export function searchFieldsOf(listing: SearchSource, rates: ExchangeRates): SearchFields {
  const words = placeWords(listing.location);
  const price = priceToPay(listing);
  const listed = listing.listed !== false;
  return {
    priceToPay: price,
    priceEur: inEuros(price, currencyOf(listing), rates),
    placeWords: words,
    geohash: geohashForLocation([listing.geolocation.lat, listing.geolocation.lng], SEARCH_LIMITS.geohashLength),
    searchKeys: listed ? searchKeysOf(listing, [...placeTokens(words), ...gazetteerTokens(listing.place)]) : [],
    ...factFieldsOf(listing),
    listed,
  };
}

export const SEARCH_FIELD_NAMES: readonly (keyof SearchFields)[] = [
  'priceToPay',
  'priceEur',
  'placeWords',
  'geohash',
  'searchKeys',
  'areaSqm',
  'availableDay',
  'petsOk',
  'kindCode',
  'currencyCode',
  'listed',
];

/**
 * Whether the search fields can be derived from a stored listing (any document: the trigger sees
 * what the rules let through, the migration what older code left). Anything else (coordinates off
 * the globe, a price that is not a number) is left alone: the site does not show such a listing.
 */
export function derivable(data: Record<string, unknown>): data is Record<string, unknown> & SearchSource {
  const { type, location, regularPrice, geolocation } = data;
  if (typeof geolocation !== 'object' || geolocation === null) return false;
  const { lat, lng } = geolocation as Record<string, unknown>;
  return (
    (type === 'rent' || type === 'sale') &&
    typeof location === 'string' &&
    typeof regularPrice === 'number' &&
    Number.isFinite(regularPrice) &&
    typeof lat === 'number' &&
    Number.isFinite(lat) &&
    Math.abs(lat) <= 90 &&
    typeof lng === 'number' &&
    Number.isFinite(lng) &&
    Math.abs(lng) <= 180
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search fields a stored listing must be given, or null when it already has them (or they
 * cannot be derived). Writing only a change is what stops the trigger from answering its own write.
 */
export function searchFieldsUpdate(data: Record<string, unknown>, rates: ExchangeRates): SearchFields | null {
  if (!derivable(data)) return null;
  const fields = searchFieldsOf(data, rates);
  return SEARCH_FIELD_NAMES.every((name) => sameValue(data[name], fields[name])) ? null : fields;
}
