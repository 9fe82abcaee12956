export const PLACES_COLLECTION: string;

export interface PlaceEntry {
  /** The word as the address writes it ("Edinburgh"). */
  label: string;
  /** Whether it names a place people search for (a town, a country), not a street or a number. */
  place: boolean;
}

export function placeEntries(location: string): Map<string, PlaceEntry>;

export interface PlaceIndexChange {
  word: string;
  label: string;
  /** Change of the number of listings with the word. */
  listings: number;
  /** Change of the number of listings with it as a place name. */
  places: number;
  /** Change of the number of listings of each spelling. */
  spellings: Record<string, number>;
}

/** A place as stored in the index. */
export interface PlaceDocument {
  word: string;
  label: string;
  listings: number;
  places: number;
  /** Listings of each spelling of the word. */
  spellings: Record<string, number>;
}

/** The label of a place: its best-written, most used spelling (`current`: the label of an older index). */
export function placeLabel(spellings: Record<string, number> | undefined, current?: string | null): string | null;

/** A place document (as stored, or absent) after a change. */
export function applyPlaceChange(
  stored: Readonly<Partial<PlaceDocument>> | Record<string, unknown> | undefined,
  change: PlaceIndexChange,
): PlaceDocument;

export function placeIndexChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): PlaceIndexChange[];
