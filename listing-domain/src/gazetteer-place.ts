// Places as people know them (issue 51): the town, region and country a listing is in, derived by
// the server from its coordinates and its address with an offline gazetteer (the browsing slice's
// functions: mf-browse/functions/src/places/gazetteer.ts) and stored on the listing as `place`.
// No client writes it (the rules refuse it). Each place has an id, and a listing is found by each
// of its places' ids: its search keys carry them as place tokens beside the words of its address.
// Pure: the trigger, the search fields, the site's search and the migration share it.
import * as v from 'valibot';

import { countryPlaceId, regionPlaceId, townPlaceId } from './place-id.ts';

export {
  countryPlaceId,
  isPlaceId,
  kindOfPlaceId,
  PLACE_ID_PATTERN,
  placeIdToken,
  regionPlaceId,
  townPlaceId,
  type GazetteerKind,
} from './place-id.ts';

/** What the server stores on a listing: its town (when one is near), its region and its country. */
export const ListingPlaceSchema = v.object({
  town: v.optional(
    v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.pipe(v.string(), v.maxLength(120)) }),
  ),
  region: v.optional(
    v.object({
      code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,3}$/)),
      name: v.pipe(v.string(), v.maxLength(120)),
    }),
  ),
  country: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), name: v.pipe(v.string(), v.maxLength(120)) }),
});

export type ListingPlace = v.InferOutput<typeof ListingPlaceSchema>;

/** A stored listing's place, or null when it has none (not derived yet, or off every country). */
export function readListingPlace(value: unknown): ListingPlace | null {
  const parsed = v.safeParse(ListingPlaceSchema, value);
  return parsed.success ? parsed.output : null;
}

/** The ids of a listing's places, most precise first. */
export function placeIdsOf(place: ListingPlace): string[] {
  const ids: string[] = [];
  if (place.town) ids.push(townPlaceId(place.town.id));
  if (place.region) ids.push(regionPlaceId(place.country.code, place.region.code));
  ids.push(countryPlaceId(place.country.code));
  return ids;
}

/** Longest name of a place the gazetteer index keeps, in words ("capital-region-of-denmark"). */
export const PLACE_NAME_MAX_WORDS = 5;

/** A name as the index keys it: folded as addresses are, its words joined by '-' ("ile-de-france"). */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, PLACE_NAME_MAX_WORDS)
    .join('-')
    .slice(0, 100);
}

/** The collections of the gazetteer index: one document per place, one per name (issue 51). */
export const GAZETTEER_PLACES = 'gazetteerPlaces';
export const GAZETTEER_NAMES = 'gazetteerNames';

/** Languages a place's name is kept in beside its own (the site's others: issue 88). */
export const PLACE_NAME_LANGUAGES = ['fr', 'de', 'es'] as const;
export type PlaceNameLanguage = (typeof PLACE_NAME_LANGUAGES)[number];

const placeName = v.pipe(v.string(), v.maxLength(120));
/** A place's names in other languages: `{ fr: 'Écosse', de: 'Schottland', es: 'Escocia' }`. */
export const PlaceNamesSchema = v.object({
  fr: v.optional(placeName),
  de: v.optional(placeName),
  es: v.optional(placeName),
});
export type PlaceNames = v.InferOutput<typeof PlaceNamesSchema>;

/**
 * A place as the index keeps it (gazetteerPlaces/{id}, and under each of its names): its kind and
 * name, a town's region, its country (ISO 3166-1 alpha-2 and English name: the page names it in
 * the reader's language), the ids it lies in (a town's region and country, a region's country),
 * a town's population and the number of listings in it, and its names (and a town's region's) in the
 * site's other languages.
 */
export const GazetteerEntrySchema = v.object({
  kind: v.picklist(['town', 'region', 'country']),
  name: v.string(),
  region: v.optional(v.string()),
  country: v.string(),
  countryName: v.string(),
  within: v.array(v.string()),
  population: v.number(),
  listings: v.number(),
  /** A town's centre, which a search "within 5 km" measures from. */
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
  /** The place's name in the site's other languages, where it differs ("Écosse"; issue 88). */
  names: v.optional(PlaceNamesSchema),
  /** A town's region's name in the site's other languages, where it differs. */
  regionNames: v.optional(PlaceNamesSchema),
});

export type GazetteerEntry = v.InferOutput<typeof GazetteerEntrySchema>;

/** The fields of an entry, as a read asks for them. */
export const GAZETTEER_ENTRY_FIELDS = Object.keys(GazetteerEntrySchema.entries);

/** A stored entry, or undefined when it is not one (it is read from outside). */
export function readGazetteerEntry(data: unknown): GazetteerEntry | undefined {
  const parsed = v.safeParse(GazetteerEntrySchema, data);
  return parsed.success ? parsed.output : undefined;
}

/** What the index stores per name: the places of that name (gazetteerNames/{key}). */
export interface GazetteerNameDocument {
  key: string;
  places: Record<string, GazetteerEntry>;
}

// The town finder's index (issue 51): the towns of the gazetteer by the first three letters of
// their name (townIndex/{key}), the most populous first, for the listing form to place its map
// with. Written from the gazetteer by a command (and the local backend's seed); read a page (one
// document) at a time: the browser never downloads the gazetteer.
export const TOWN_INDEX = 'townIndex';
/** Towns one document keeps at most (the most populous of its letters). */
export const TOWN_INDEX_PAGE = 150;

/** The key of the document a name's towns are in: its first three letters, folded; '' if shorter. */
export function townIndexKey(name: string): string {
  const folded = placeNameKey(name).replaceAll('-', '');
  return folded.length >= 3 ? folded.slice(0, 3) : '';
}

/**
 * A town as the index stores it: [name, region, country code, latitude, longitude, population], and
 * where the gazetteer has them, its names in the site's other languages (issue 88) as `{ n }`. Its
 * region's names are the document's, once for all its towns (`regions`: TownIndexDocument).
 */
export const TownRowSchema = v.tuple([v.string(), v.string(), v.string(), v.number(), v.number(), v.number()]);
const TownRowNamesSchema = v.object({ n: PlaceNamesSchema });

export type TownRow =
  | v.InferOutput<typeof TownRowSchema>
  | [...v.InferOutput<typeof TownRowSchema>, v.InferOutput<typeof TownRowNamesSchema>];

/** A document of the index: its rows (each a map: Firestore keeps no array in an array), and its regions' names. */
export interface TownIndexDocument {
  rows: { t: TownRow }[];
  /** The names in the site's other languages of the regions its towns are in, by region. */
  regions?: Record<string, PlaceNames>;
}

export interface IndexedTown {
  name: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** The town's name in the site's other languages, where it differs ("Copenhague"). */
  names?: PlaceNames;
  /** Its region's. */
  regionNames?: PlaceNames;
}

/** Every name of a town, folded as the index keys names: its own and the other languages'. */
export function townNameKeys(town: Pick<IndexedTown, 'name' | 'names'>): string[] {
  return [...new Set([town.name, ...Object.values(town.names ?? {})].map(placeNameKey))];
}

/**
 * The towns a stored document (TownIndexDocument) lists, named in other languages as its `regions`
 * say (rows of another shape are left out).
 */
export function readTownRows(rows: unknown, regions?: unknown): IndexedTown[] {
  if (!Array.isArray(rows)) return [];
  const regionNames = (region: string) => {
    const named = typeof regions === 'object' && regions !== null && Object.hasOwn(regions, region);
    const parsed = named ? v.safeParse(PlaceNamesSchema, Reflect.get(regions, region)) : undefined;
    return parsed?.success ? { regionNames: parsed.output } : {};
  };
  return rows.flatMap((row: unknown) => {
    const stored: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 't') : row;
    const parsed = v.safeParse(TownRowSchema, stored);
    if (!parsed.success) return [];
    const [name, region, country, lat, lng, population] = parsed.output;
    const named = v.safeParse(TownRowNamesSchema, Array.isArray(stored) ? stored[6] : undefined);
    return [
      {
        name,
        region,
        country,
        lat,
        lng,
        population,
        ...(named.success ? { names: named.output.n } : {}),
        ...(region ? regionNames(region) : {}),
      },
    ];
  });
}
