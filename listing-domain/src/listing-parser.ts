// A stored listing as every reader takes it (the pages, the first screens, the server): one valibot
// schema, ListingDocumentSchema. The spec's fields must have their shape or the document is not a
// listing; each optional fact (issue 35), the status and the price cut are kept only when readable,
// so one odd fact never hides a home.
import * as v from 'valibot';
import {
  AREA_UNITS,
  CURRENCIES,
  DETAIL_FIELDS,
  ENERGY_RATINGS,
  FACT_LIMITS as F,
  isCalendarDay,
  PROPERTY_KINDS,
  type AvailableFrom,
} from './listing-facts.ts';
import { LISTING_STATUSES, parseStatus } from './listing-status.ts';
import type { Listing } from './listing-types.ts';
import { FiniteSchema, isString, readable, StoredTimeSchema, withoutUndefined } from './stored-values.ts';

const GeoSchema = v.object({
  lat: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
});
/** A stored point on the globe (a listing's geolocation), or null when `value` is not one. */
export function parseGeolocation(value: unknown): { lat: number; lng: number } | null {
  const parsed = v.safeParse(GeoSchema, value);
  return parsed.success ? { lat: parsed.output.lat, lng: parsed.output.lng } : null;
}

/** True only when stored as true. */
const FlagSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true),
  ),
  false,
);
/** A time, or null when none is stored. */
const TimeSchema = v.optional(StoredTimeSchema, null);
const inRange = (low: number, high: number) => v.pipe(v.number(), v.finite(), v.minValue(low), v.maxValue(high));
const wholeInRange = (low: number, high: number) => v.pipe(v.number(), v.integer(), v.minValue(low), v.maxValue(high));

/** The optional facts, each read on its own (listing-facts.ts has their meaning and limits). */
export const ListingDetailsSchema = v.object({
  description: readable(v.pipe(v.string(), v.maxLength(F.descriptionMaxLength))),
  currency: readable(v.picklist(CURRENCIES)),
  propertyKind: readable(v.picklist(PROPERTY_KINDS)),
  floorArea: readable(inRange(F.floorAreaMin, F.floorAreaMax)),
  floorAreaUnit: readable(v.picklist(AREA_UNITS)),
  availableFrom: readable(
    v.pipe(
      v.string(),
      v.check((day) => day === 'now' || isCalendarDay(day)),
      v.transform((day) => day as AvailableFrom),
    ),
  ),
  deposit: readable(inRange(F.depositMin, F.depositMax)),
  billsIncluded: readable(v.boolean()),
  petsAllowed: readable(v.boolean()),
  energyRating: readable(v.picklist(ENERGY_RATINGS)),
  yearBuilt: readable(wholeInRange(F.yearBuiltMin, F.yearBuiltMax)),
  floor: readable(wholeInRange(F.floorMin, F.floorMax)),
  floorPlanUrl: readable(v.pipe(v.string(), v.regex(/^https?:\/\//i))),
});

/** A stored listing document: the spec's fields, the server's notes and the details. */
export const ListingDocumentSchema = v.object({
  type: v.picklist(['rent', 'sale']),
  name: v.string(),
  bedrooms: FiniteSchema,
  bathrooms: FiniteSchema,
  parking: FlagSchema,
  furnished: FlagSchema,
  location: v.string(),
  offer: FlagSchema,
  regularPrice: FiniteSchema,
  discountedPrice: readable(FiniteSchema),
  geolocation: GeoSchema,
  imgUrls: v.pipe(
    v.array(v.unknown()),
    v.transform((urls) => urls.filter(isString)),
  ),
  userRef: v.string(),
  timestamp: TimeSchema,
  status: readable(v.picklist(LISTING_STATUSES)),
  statusChangedAt: TimeSchema,
  priceCut: readable(v.object({ from: FiniteSchema, at: v.pipe(StoredTimeSchema, v.instance(Date)) })),
  priceEur: readable(FiniteSchema),
  /** False once the server took the home off the lists (issue 52); any other value: listed. */
  listed: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => value !== false),
    ),
    true,
  ),
  staleAskedAt: TimeSchema,
  /** The server's place of the home (gazetteer-place.ts): only its country is read, for its customs (weekly rents). */
  place: readable(v.object({ country: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)) }) })),
  ...ListingDetailsSchema.entries,
});

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
  'priceEur',
  'listed',
  'staleAskedAt',
  'place',
  ...DETAIL_FIELDS,
] as const satisfies readonly (keyof typeof ListingDocumentSchema.entries)[];

/**
 * The fields a list's card needs: all of them but the description (up to 5,000 characters, which
 * no card shows). A list's REST read asks for these; the listing page's for LISTING_FIELDS.
 */
export const CARD_FIELDS: readonly (typeof LISTING_FIELDS)[number][] = LISTING_FIELDS.filter(
  (field) => field !== 'description',
);

/** Drops the details that stand only together or only for rent: an area needs its unit; deposit and bills are rent's. */
function dropUnpaired(listing: Listing): Listing {
  if (listing.floorArea === undefined || listing.floorAreaUnit === undefined) {
    delete listing.floorArea;
    delete listing.floorAreaUnit;
  }
  if (listing.type !== 'rent') {
    delete listing.deposit;
    delete listing.billsIncluded;
  }
  return listing;
}

/**
 * Turns a stored document into a Listing; null when it does not have the listing shape: every number
 * finite, coordinates on the globe (a page never gets a listing it cannot show or map).
 */
export function parseListing(id: string, data: unknown): Listing | null {
  const parsed = v.safeParse(ListingDocumentSchema, data);
  if (!parsed.success) return null;
  const { discountedPrice, status, statusChangedAt, priceCut, listed, staleAskedAt, place, ...rest } = parsed.output;
  const listing = dropUnpaired(withoutUndefined({ ...rest, id, priceCut }));
  if (place) listing.country = place.country.code;
  // Only what is news: a home off the lists, an owner asked to confirm it (issue 52).
  if (!listed) listing.listed = false;
  if (staleAskedAt) listing.staleAskedAt = staleAskedAt;
  if (rest.offer && discountedPrice !== undefined) listing.discountedPrice = discountedPrice;
  const allowed = parseStatus(status, rest.type);
  if (allowed) {
    listing.status = allowed;
    listing.statusChangedAt = statusChangedAt;
  }
  return listing;
}
