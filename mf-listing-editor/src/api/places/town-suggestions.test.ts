import type { IndexedTown } from 'listing-domain';
import { describe, expect, test } from 'vitest';
import { suggestTowns, townCandidates, townLabel } from './town-suggestions.ts';

const town = (name: string, region: string, country: string, population: number): IndexedTown => ({
  name,
  region,
  country,
  lat: 1,
  lng: 2,
  population,
});
const INDEX = new Map<string, IndexedTown[]>([
  [
    'edi',
    [
      town('Edinburgh', 'Scotland', 'GB', 464990),
      town('Edinburg', 'Texas', 'US', 77100),
      town('Edinet', 'Edineţ', 'MD', 15624),
    ],
  ],
  ['ly', []],
  ['lyo', [town('Lyon', 'Auvergne-Rhône-Alpes', 'FR', 472317), town('Lyons', 'Illinois', 'US', 10000)]],
  ['her', [town('Herne', 'North Rhine-Westphalia', 'DE', 165000)]],
  [
    'kop',
    [
      {
        ...town('Copenhagen', 'Capital Region of Denmark', 'DK', 1153615),
        names: { fr: 'Copenhague', de: 'Kopenhagen', es: 'Copenhague' },
        regionNames: { fr: 'Hovedstaden', de: 'Region Hovedstaden', es: 'Región Capital' },
      },
    ],
  ],
]);
const asked: string[][] = [];
const read = async (keys: string[]) => {
  asked.push(keys);
  return new Map(keys.filter((k) => INDEX.has(k)).map((k) => [k, INDEX.get(k)!]));
};
const names = async (address: string) => (await suggestTowns(address, read)).map((t) => t.name);

describe('the towns an address could be in', () => {
  test('the parts of an address that may name its town, last first, without numbers', () => {
    expect(townCandidates('15 Heriot Row, Edinburgh EH3 6HP')).toEqual(['Edinburgh', 'Heriot Row']);
    expect(townCandidates('48 Rue de la Charite\n69002 Lyon')).toEqual(['Lyon', 'Rue de la Charite']);
    expect(townCandidates('12')).toEqual([]);
  });

  test('a part that is a town’s name offers it; the part being typed offers the towns it starts', async () => {
    expect(await names('15 Heriot Row, Edinburgh')).toEqual(['Edinburgh']);
    expect(await names('15 Heriot Row, Edin')).toEqual(['Edinburgh', 'Edinburg', 'Edinet']);
    expect(await names('48 Rue de la Charite, 69002 Lyon')).toEqual(['Lyon']);
    // A finished part (a comma after it) is a whole name, not a start.
    expect(await names('Edin, ')).toEqual([]);
  });

  test('one read for the whole address; no town, no suggestion', async () => {
    asked.length = 0;
    expect(await names('1 Nowhere Lane, Zzyzx')).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  test('labels name the region and the country in the reader’s language', () => {
    expect(townLabel(town('Edinburgh', 'Scotland', 'GB', 1), 'en')).toBe('Edinburgh, Scotland, United Kingdom');
    expect(townLabel(town('Lyon', 'Auvergne-Rhône-Alpes', 'FR', 1), 'fr')).toBe('Lyon, Auvergne-Rhône-Alpes, France');
    expect(townLabel(town('Edinburgh', 'Scotland', 'GB', 1), 'fr')).toBe('Edinburgh, Scotland, Royaume-Uni');
  });

  test('a town is found and named by its name in the reader’s language (issue 88)', async () => {
    expect(await names('Nyhavn 17, Kopenhagen')).toEqual(['Copenhagen']);
    expect(await names('Nyhavn 17, Kopenh')).toEqual(['Copenhagen']);
    const [copenhagen] = await suggestTowns('Nyhavn 17, Kopenhagen', read);
    expect(townLabel(copenhagen!, 'de')).toBe('Kopenhagen, Region Hovedstaden, Dänemark');
    expect(townLabel(copenhagen!, 'es-ES')).toBe('Copenhague, Región Capital, Dinamarca');
    expect(townLabel(copenhagen!, 'en')).toBe('Copenhagen, Capital Region of Denmark, Denmark');
  });
});
