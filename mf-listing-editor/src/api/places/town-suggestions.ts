// The towns an address could be in (issue 51): each part of the address between commas (or lines),
// without its numbers ("15 Heriot Row, Edinburgh EH3 6HP" → "Heriot Row", "Edinburgh"), looked up
// in the town finder's index; a part that is a town's name, or the start of one for the part being
// typed, offers that town. Pure but for the read handed in.
import { gazetteerLabel, placeNameKey, townIndexKey, townNameKeys, type IndexedTown } from 'listing-domain';

/** Towns offered at most. */
export const TOWN_SUGGESTIONS_MAX = 5;

/** The parts of an address that may name its town, last first (the town usually ends it). */
export function townCandidates(address: string): string[] {
  return address
    .split(/[,\n]/)
    .map((part) =>
      part
        .split(/\s+/)
        .filter((word) => word.length > 0 && !/\d/.test(word))
        .join(' '),
    )
    .filter((part) => townIndexKey(part) !== '')
    .reverse()
    .slice(0, 3);
}

/** The towns `address` could be in, from the index's documents `read` gives, the most populous first. */
export async function suggestTowns(
  address: string,
  read: (keys: string[]) => Promise<Map<string, IndexedTown[]>>,
): Promise<IndexedTown[]> {
  const candidates = townCandidates(address);
  if (candidates.length === 0) return [];
  const documents = await read([...new Set(candidates.map(townIndexKey))]);
  const typing = address.trimEnd() === address && !/[,\n]\s*$/.test(address);
  const found = new Map<string, IndexedTown>();
  candidates.forEach((candidate, index) => {
    const name = placeNameKey(candidate);
    const towns = documents.get(townIndexKey(candidate)) ?? [];
    // By any of its names: "Copenhague" and "Kopenhagen" are Copenhagen (issue 88).
    const named = towns.filter((town) => townNameKeys(town).includes(name));
    // The last part may still be being typed ("Edinb"): the towns it starts, unless it names one.
    const offered =
      named.length === 0 && index === 0 && typing
        ? towns.filter((town) => townNameKeys(town).some((key) => key.startsWith(name)))
        : named;
    for (const town of offered) found.set(`${town.name}|${town.lat}|${town.lng}`, town);
  });
  return [...found.values()].sort((a, b) => b.population - a.population).slice(0, TOWN_SUGGESTIONS_MAX);
}

/**
 * "Edinburgh, Scotland, United Kingdom", as the search names a place: the town and its region in the
 * reader's language where the gazetteer knows them ("Copenhague, Hovedstaden, Danemark"), the
 * country where the browser knows it.
 */
export function townLabel(town: IndexedTown, locale?: string): string {
  return gazetteerLabel({ ...town, kind: 'town', countryName: town.country }, locale);
}
