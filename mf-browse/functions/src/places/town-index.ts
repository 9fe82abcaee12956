// The town finder's index (issue 51; listing-domain/src/gazetteer-place.ts): the gazetteer's towns
// by the first three letters of their name, each document the most populous TOWN_INDEX_PAGE of
// them as rows. Pure (the gazetteer is handed in): the loading command and the seed use it.
import { TOWN_INDEX_PAGE, townIndexKey, type TownRow } from '../../../../listing-domain/src/gazetteer-place.ts';
import type { Gazetteer } from './gazetteer.ts';

/** Towns of this many people or more are offered (GeoNames' list starts at 1,000). */
export const TOWN_INDEX_MIN_POPULATION = 1000;

/** The documents of the index: key → rows, the most populous first. */
export function townIndexDocuments(places: Pick<Gazetteer, 'towns'>): Map<string, TownRow[]> {
  const byKey = new Map<string, ReturnType<Gazetteer['towns']>>();
  for (const town of places.towns(TOWN_INDEX_MIN_POPULATION)) {
    const key = townIndexKey(town.name);
    if (!key) continue;
    const towns = byKey.get(key) ?? [];
    towns.push(town);
    byKey.set(key, towns);
  }
  const documents = new Map<string, TownRow[]>();
  for (const [key, towns] of byKey) {
    towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    documents.set(
      key,
      towns
        .slice(0, TOWN_INDEX_PAGE)
        .map((t) => [
          t.name,
          t.region ?? '',
          t.country,
          Math.round(t.lat * 1e5) / 1e5,
          Math.round(t.lng * 1e5) / 1e5,
          t.population,
        ]),
    );
  }
  return documents;
}
