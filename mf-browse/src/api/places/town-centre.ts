// The centre of a town no listing is in (issue 86: "within 10 km of Musselburgh" found nothing,
// though two Edinburgh homes are 9 km away): the gazetteer's towns by the first letters of their
// name (townIndex/{key}, which this slice's command writes for the listing form's address lookup).
// Only a search around a place asks: a town with no home has no homes "in" it, but has some near it.
import { readTownRows, TOWN_INDEX, townIndexKey, townNameKeys, placeNameKey, type IndexedTown } from 'listing-domain';
import { batchGetDocuments } from '../firestore-batch-get.ts';

/** The towns of a key's document, the most populous first. */
export type TownsOfKey = (key: string) => Promise<IndexedTown[]>;

const townsOfKey: TownsOfKey = async (key) => {
  const [document] = await batchGetDocuments(TOWN_INDEX, [key], ['rows', 'regions']);
  return readTownRows(document?.data?.rows, document?.data?.regions);
};

/**
 * The town `text` names ("Musselburgh", "Leith, Scotland", "Dalkeith, UK"): the most populous town
 * of the first part's name, in the region or country a later part names when one does; null when
 * no town has that name.
 */
export async function townNamed(text: string, read: TownsOfKey = townsOfKey): Promise<IndexedTown | null> {
  const [first = '', ...rest] = text.split(',');
  const name = placeNameKey(first);
  const key = townIndexKey(first);
  if (!name || !key) return null;
  // By any of its names ("Copenhague": issue 88).
  const towns = (await read(key)).filter((town) => townNameKeys(town).includes(name));
  const within = rest.map(placeNameKey).filter((part) => part.length > 0);
  const agrees = (town: IndexedTown) => {
    const names = [town.region, ...Object.values(town.regionNames ?? {}), town.country, countryName(town.country)].map(
      placeNameKey,
    );
    return within.every((part) => names.includes(part) || (part === 'uk' && town.country === 'GB'));
  };
  return towns.find(agrees) ?? null;
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
