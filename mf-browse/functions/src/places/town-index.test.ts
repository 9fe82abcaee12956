import { describe, expect, test } from 'vitest';
import { readTownRows } from '../../../../listing-domain/src/gazetteer-place.ts';
import { townIndexDocuments } from './town-index.ts';

const COPENHAGEN = {
  name: 'Copenhagen',
  region: 'Capital Region of Denmark',
  country: 'DK',
  lat: 55.675_941,
  lng: 12.565_529,
  population: 1_153_615,
  names: { fr: 'Copenhague', de: 'Kopenhagen', es: 'Copenhague' },
  regionNames: { de: 'Region Hovedstaden' },
};
const COPPELL = { name: 'Coppell', region: 'Texas', country: 'US', lat: 32.95, lng: -97.01, population: 42_000 };

describe('the town finder’s index', () => {
  test('a town under the first letters of each of its names, with its names in other languages', () => {
    const documents = townIndexDocuments({ towns: () => [COPPELL, COPENHAGEN] });
    expect([...documents.keys()].sort()).toEqual(['cop', 'kop']);
    expect(documents.get('cop')!.rows.map((row) => row.t[0])).toEqual(['Copenhagen', 'Coppell']);
    expect(documents.get('kop')!.rows.map((row) => row.t[0])).toEqual(['Copenhagen']);
    // A region's names once for the document, not per town.
    expect(documents.get('cop')!.regions).toEqual({ 'Capital Region of Denmark': { de: 'Region Hovedstaden' } });
    // As a page reads them back.
    const { rows, regions } = documents.get('cop')!;
    const [copenhagen, coppell] = readTownRows(rows, regions);
    expect(copenhagen).toEqual({
      ...COPENHAGEN,
      lat: 55.67594,
      lng: 12.56553,
    });
    expect(coppell).toEqual(COPPELL);
    expect(coppell).not.toHaveProperty('names');
  });
});
