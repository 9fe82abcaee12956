import { describe, expect, test } from 'vitest';
import { distanceKm, gazetteer } from './gazetteer.ts';

// The real gazetteer (GeoNames' towns, country borders, ISO regions): each home of the demo and a few
// the walk of issue 51 tried, placed as a person would name its town, region and country.
describe('the place at a point', () => {
  test.each([
    ['15 Heriot Row, Edinburgh', 55.9533, -3.1883, 'Edinburgh', 'Scotland', 'GB'],
    ['3 Shore Road, Edinburgh', 55.9787, -3.1733, 'Edinburgh', 'Scotland', 'GB'],
    ['48 Rue de la Charite, Lyon', 45.764, 4.8357, 'Lyon', 'Auvergne-Rhône-Alpes', 'FR'],
    ['11 Rue d Austerlitz, Lyon', 45.7745, 4.8302, 'Lyon', 'Auvergne-Rhône-Alpes', 'FR'],
    ['12 Harbour Street, Bristol', 51.4496, -2.5967, 'Bristol', 'England', 'GB'],
    ['4 Nyhavn, Copenhagen', 55.6761, 12.5683, 'Copenhagen', 'Capital Region of Denmark', 'DK'],
    ['210 Elm Avenue, Toronto', 43.6532, -79.3832, 'Toronto', 'Ontario', 'CA'],
    ['2 Gunwharf Quays, Portsmouth PO1 3TZ, UK', 50.7957, -1.1067, 'Portsmouth', 'England', 'GB'],
  ])('%s', (address, lat, lng, town, region, country) => {
    const place = gazetteer().placeAt(lat, lng, address);
    expect(place?.town?.name).toBe(town);
    expect(place?.region?.name).toBe(region);
    expect(place?.country.code).toBe(country);
  });

  test('without the address, the strongest nearby town: a city a few km off, not its suburb', () => {
    expect(gazetteer().placeAt(55.9533, -3.1883)?.town?.name).toBe('Edinburgh');
  });

  test('at sea: the country of the coast if a town is near, nothing far out', () => {
    expect(gazetteer().placeAt(-45, -30)).toBeNull();
  });

  test('every name of a place, folded as the index keys it, country names in the site’s languages', () => {
    const place = gazetteer().placeAt(55.9533, -3.1883, '15 Heriot Row, Edinburgh')!;
    const entries = gazetteer().entriesOf(place);
    expect(entries.map((e) => e.id)).toEqual([`t-${place.town!.id}`, 'r-gb-sct', 'c-gb']);
    expect(entries[0]!.names).toContain('edinburgh');
    expect(entries[0]!.entry.within).toEqual(['r-gb-sct', 'c-gb']);
    expect(entries[1]!.names).toEqual(['scotland', 'ecosse', 'schottland', 'escocia']);
    expect(entries[2]!.names).toEqual(expect.arrayContaining(['united-kingdom', 'uk', 'great-britain', 'royaume-uni']));
  });

  test('a town’s and a region’s names in the site’s other languages, where they differ (issue 88)', () => {
    const edinburgh = gazetteer().entriesOf(gazetteer().placeAt(55.9533, -3.1883, '15 Heriot Row, Edinburgh')!);
    const scotland = { fr: 'Écosse', de: 'Schottland', es: 'Escocia' };
    expect(edinburgh[0]!.entry).toMatchObject({ name: 'Edinburgh', region: 'Scotland', regionNames: scotland });
    expect(edinburgh[0]!.entry.names).toBeUndefined(); // Edinburgh is Edinburgh in the CLDR's languages
    expect(edinburgh[1]!.entry).toMatchObject({ kind: 'region', name: 'Scotland', names: scotland });
    const copenhagen = gazetteer().entriesOf(gazetteer().placeAt(55.6761, 12.5683, 'Strøget 1, København')!);
    expect(copenhagen[0]!.entry).toMatchObject({
      name: 'Copenhagen',
      names: { fr: 'Copenhague', de: 'Kopenhagen', es: 'Copenhague' },
    });
    // People who call it so find it so.
    expect(copenhagen[0]!.names).toEqual(expect.arrayContaining(['copenhague', 'kopenhagen']));
  });

  test('distances', () => {
    expect(distanceKm(55.9533, -3.1883, 45.764, 4.8357)).toBeCloseTo(1268, -1);
  });
});
