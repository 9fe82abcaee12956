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
}

export function placeIndexChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): PlaceIndexChange[];
