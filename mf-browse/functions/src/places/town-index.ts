// The town finder's index (issue 51; listing-domain/src/gazetteer-place.ts): the gazetteer's towns
// by the first three letters of each of their names (their own, and the site's other languages':
// "Kopenhagen" is found under "kop" as well as "cop"), each document the most populous
// TOWN_INDEX_PAGE of them as rows. Pure (the gazetteer is handed in): the loading command and the seed use it.
import {
  TOWN_INDEX_PAGE,
  townIndexKey,
  type PlaceNames,
  type TownIndexDocument,
  type TownRow,
} from '../../../../listing-domain/src/gazetteer-place.ts';
import type { Gazetteer } from './gazetteer.ts';

/** Towns of this many people or more are offered (GeoNames' list starts at 1,000). */
export const TOWN_INDEX_MIN_POPULATION = 1000;

/** The documents of the index: key → its rows, the most populous first, and its regions' names. */
export function townIndexDocuments(places: Pick<Gazetteer, 'towns'>): Map<string, TownIndexDocument> {
  const byKey = new Map<string, ReturnType<Gazetteer['towns']>>();
  for (const town of places.towns(TOWN_INDEX_MIN_POPULATION)) {
    const names = [town.name, ...Object.values(town.names ?? {})];
    for (const key of new Set(names.map(townIndexKey))) {
      if (!key) continue;
      const towns = byKey.get(key) ?? [];
      towns.push(town);
      byKey.set(key, towns);
    }
  }
  const documents = new Map<string, TownIndexDocument>();
  for (const [key, towns] of byKey) {
    towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    const kept = towns.slice(0, TOWN_INDEX_PAGE);
    const regions: Record<string, PlaceNames> = {};
    for (const town of kept) if (town.region && town.regionNames) regions[town.region] = town.regionNames;
    const rows = kept.map((t): { t: TownRow } => {
      const row: [string, string, string, number, number, number] = [
        t.name,
        t.region ?? '',
        t.country,
        Math.round(t.lat * 1e5) / 1e5,
        Math.round(t.lng * 1e5) / 1e5,
        t.population,
      ];
      return { t: t.names ? [...row, { n: t.names }] : row };
    });
    documents.set(key, Object.keys(regions).length > 0 ? { rows, regions } : { rows });
  }
  return documents;
}
