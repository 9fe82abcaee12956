import { DETAIL_FIELDS, parseDetails } from './listing-facts.ts';
import { parseStatus } from './listing-status.ts';
import type { GeoPoint, Listing, ListingType } from './listing-types.ts';

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (isRecord(value) && typeof value.toDate === 'function') {
    const date: unknown = Reflect.apply(value.toDate, value, []);
    return date instanceof Date ? date : null;
  }
  return null;
}

/** A finite number (Firestore can store NaN and the infinities; rules refuse them, stored data may not). */
function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseGeo(value: unknown): GeoPoint | null {
  if (!isRecord(value)) return null;
  const { lat, lng } = value;
  return isFiniteNumber(lat) && isFiniteNumber(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

function parseType(value: unknown): ListingType | null {
  return value === 'rent' || value === 'sale' ? value : null;
}

/**
 * Every stored field parseListing reads, and no other. The REST reads ask for these only (a
 * field mask): the search fields a listing also stores are several times the size of the rest and
 * no page shows them. listing-parser.test.ts checks the list against what the parser reads.
 */
export const LISTING_FIELDS = [
  'type',
  'name',
  'bedrooms',
  'bathrooms',
  'parking',
  'furnished',
  'location',
  'offer',
  'regularPrice',
  'discountedPrice',
  'geolocation',
  'imgUrls',
  'userRef',
  'timestamp',
  'status',
  'statusChangedAt',
  'priceCut',
  ...DETAIL_FIELDS,
] as const;

/**
 * The fields a list's card needs: all of them but the description (up to 5,000 characters, which
 * no card shows). A list's REST read asks for these; the listing page's for LISTING_FIELDS.
 */
export const CARD_FIELDS: readonly (typeof LISTING_FIELDS)[number][] = LISTING_FIELDS.filter(
  (field) => field !== 'description',
);

/**
 * Turns a stored document into a Listing; null when it does not have the listing shape: every number
 * finite, coordinates on the globe (a page never gets a listing it cannot show or map).
 */
export function parseListing(id: string, data: unknown): Listing | null {
  if (!isRecord(data)) return null;
  const type = parseType(data.type);
  const geolocation = parseGeo(data.geolocation);
  const imgUrls = Array.isArray(data.imgUrls) ? data.imgUrls.filter((u): u is string => typeof u === 'string') : null;
  if (
    !type ||
    !geolocation ||
    !imgUrls ||
    typeof data.name !== 'string' ||
    !isFiniteNumber(data.bedrooms) ||
    !isFiniteNumber(data.bathrooms) ||
    typeof data.location !== 'string' ||
    !isFiniteNumber(data.regularPrice) ||
    typeof data.userRef !== 'string'
  ) {
    return null;
  }
  const offer = data.offer === true;
  const listing: Listing = {
    ...parseDetails(data, type),
    id,
    type,
    name: data.name,
    bedrooms: data.bedrooms,
    bathrooms: data.bathrooms,
    parking: data.parking === true,
    furnished: data.furnished === true,
    location: data.location,
    offer,
    regularPrice: data.regularPrice,
    geolocation,
    imgUrls,
    userRef: data.userRef,
    timestamp: toDate(data.timestamp),
  };
  if (offer && isFiniteNumber(data.discountedPrice)) listing.discountedPrice = data.discountedPrice;
  const status = parseStatus(data.status, type);
  if (status) {
    listing.status = status;
    listing.statusChangedAt = toDate(data.statusChangedAt);
  }
  // The server's note of a price reduction (issue 37).
  if (isRecord(data.priceCut) && isFiniteNumber(data.priceCut.from)) {
    const at = toDate(data.priceCut.at);
    if (at) listing.priceCut = { from: data.priceCut.from, at };
  }
  return listing;
}
