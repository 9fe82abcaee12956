import { describe, expect, test } from 'vitest';
import type { IndexedTown } from 'listing-domain';
import { townNamed } from './town-centre.ts';

const town = (name: string, region: string, country: string, population: number): IndexedTown => ({
  name,
  region,
  country,
  lat: 55.9,
  lng: -3.1,
  population,
});
const DALKEITH = town('Dalkeith', 'Scotland', 'GB', 12_000);
const DALLAS = town('Dallas', 'Texas', 'US', 1_300_000);
const keys: string[] = [];
const read = (key: string) => {
  keys.push(key);
  return Promise.resolve(key === 'dal' ? [DALLAS, DALKEITH] : []);
};

describe('townNamed (issue 86)', () => {
  test("a town's name, whatever its case and accents, from its first three letters' document", async () => {
    expect(await townNamed('  dalkeith ', read)).toEqual(DALKEITH);
    expect(await townNamed('Dalkéith', read)).toEqual(DALKEITH);
    expect(keys.every((key) => key === 'dal')).toBe(true);
  });

  test('a later part must name its region or country', async () => {
    expect(await townNamed('Dalkeith, Scotland', read)).toEqual(DALKEITH);
    expect(await townNamed('Dalkeith, UK', read)).toEqual(DALKEITH);
    expect(await townNamed('Dalkeith, United Kingdom', read)).toEqual(DALKEITH);
    expect(await townNamed('Dalkeith, France', read)).toBeNull();
  });

  test('no town of that name, or a name too short to look up: none', async () => {
    expect(await townNamed('Dalkeith Road', read)).toBeNull();
    expect(await townNamed('Da', read)).toBeNull();
    expect(await townNamed('', read)).toBeNull();
  });
});
