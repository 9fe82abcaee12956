// The ids of places as people know them (issue 51), without the schemas: the search's address
// (`in=`) and its keys use them on every search page, the gazetteer's code (gazetteer-place.ts) too.
export type GazetteerKind = 'town' | 'region' | 'country';

/** Ids of places: `c-gb`, `r-gb-sct` (ISO 3166-1 and 3166-2), `t-2650225` (the town's GeoNames id). */
export const countryPlaceId = (country: string) => `c-${country.toLowerCase()}`;
export const regionPlaceId = (country: string, region: string) => `r-${country.toLowerCase()}-${region.toLowerCase()}`;
export const townPlaceId = (geonameId: number) => `t-${geonameId}`;

/** A place id as the site accepts it in an address (`in=`) and as a document id. */
export const PLACE_ID_PATTERN = /^(?:t-\d{1,10}|r-[a-z]{2}-[a-z0-9]{1,3}|c-[a-z]{2})$/;

export const isPlaceId = (text: string): boolean => PLACE_ID_PATTERN.test(text);

export function kindOfPlaceId(id: string): GazetteerKind {
  return id.startsWith('t-') ? 'town' : id.startsWith('r-') ? 'region' : 'country';
}

/**
 * The place token a search key carries for a place id: `@` cannot appear in an address's tokens
 * (letters and digits joined by '-'), so a place never matches a word.
 */
export const placeIdToken = (id: string) => `@${id}`;
