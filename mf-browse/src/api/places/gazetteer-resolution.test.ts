import type { GazetteerEntry } from 'listing-domain';
import { describe, expect, test } from 'vitest';
import { gazetteerSuggestions, resolveGazetteerPlace, type GazetteerNames } from './gazetteer-resolution.ts';

const town = (name: string, region: string, country: string, within: string[], population: number, listings = 1) =>
  ({ kind: 'town', name, region, country, countryName: country, within, population, listings }) as GazetteerEntry;
const region = (name: string, country: string, within: string[]) =>
  ({ kind: 'region', name, country, countryName: country, within, population: 0, listings: 2 }) as GazetteerEntry;
const country = (name: string, code: string) =>
  ({
    kind: 'country',
    name,
    country: code,
    countryName: name,
    within: [],
    population: 0,
    listings: 3,
  }) as GazetteerEntry;

const EDINBURGH = { 't-2650225': town('Edinburgh', 'Scotland', 'GB', ['r-gb-sct', 'c-gb'], 464990, 2) };
const PORTSMOUTH = {
  't-2639996': town('Portsmouth', 'England', 'GB', ['r-gb-eng', 'c-gb'], 194150),
  't-4776024': town('Portsmouth', 'Virginia', 'US', ['r-us-va', 'c-us'], 96201),
};
const LYON = { 't-2996944': town('Lyon', 'Auvergne-Rhône-Alpes', 'FR', ['r-fr-ara', 'c-fr'], 472317) };
const GB = { 'c-gb': country('United Kingdom', 'GB') };
const FR = { 'c-fr': country('France', 'FR') };
const US = { 'c-us': country('United States of America', 'US') };

// The index of a site with homes in Edinburgh, Portsmouth (England and Virginia) and Lyon.
const INDEX: Record<string, Record<string, GazetteerEntry>> = {
  edinburgh: EDINBURGH,
  portsmouth: PORTSMOUTH,
  lyon: LYON,
  scotland: { 'r-gb-sct': region('Scotland', 'GB', ['c-gb']) },
  england: { 'r-gb-eng': region('England', 'GB', ['c-gb']) },
  virginia: { 'r-us-va': region('Virginia', 'US', ['c-us']) },
  'ile-de-france': { 'r-fr-idf': region('Île-de-France', 'FR', ['c-fr']) },
  'auvergne-rhone-alpes': { 'r-fr-ara': region('Auvergne-Rhône-Alpes', 'FR', ['c-fr']) },
  uk: GB,
  'united-kingdom': GB,
  'great-britain': GB,
  'royaume-uni': GB,
  france: FR,
  usa: US,
  'united-states': US,
};

const asked: string[][] = [];
const lookup: GazetteerNames = async (names) => {
  asked.push(names);
  return new Map(names.filter((name) => INDEX[name]).map((name) => [name, INDEX[name]!]));
};
const resolve = async (text: string) => (await resolveGazetteerPlace(text, lookup))?.id ?? null;

describe('a place as people type it', () => {
  test.each([
    ['Edinburgh', 't-2650225'],
    ['Edinburgh, UK', 't-2650225'],
    ['Edinburgh UK', 't-2650225'],
    ['Edinburgh, Scotland', 't-2650225'],
    ['edinburgh, scotland, united kingdom', 't-2650225'],
    ['Lyon, France', 't-2996944'],
    ['Lyon 69002', 't-2996944'],
    ['Scotland', 'r-gb-sct'],
    ['Île-de-France', 'r-fr-idf'],
    ['Ile de France', 'r-fr-idf'],
    ['France', 'c-fr'],
    ['UK', 'c-gb'],
    ['United Kingdom', 'c-gb'],
    ['Royaume-Uni', 'c-gb'],
    ['homes in France', 'c-fr'],
  ])('%s → %s', async (text, id) => {
    expect(await resolve(text)).toBe(id);
  });

  test('a town named twice: its country decides, or else the town with more homes, then people', async () => {
    expect(await resolve('Portsmouth, UK')).toBe('t-2639996');
    expect(await resolve('Portsmouth, USA')).toBe('t-4776024');
    expect(await resolve('Portsmouth, Virginia')).toBe('t-4776024');
    expect(await resolve('Portsmouth')).toBe('t-2639996');
  });

  test('the town wins and the country must agree: a town and another country name no place', async () => {
    expect(await resolve('Edinburgh, France')).toBeNull();
    expect(await resolve('Lyon, Scotland')).toBeNull();
  });

  test('a word that names no place leaves the search to the addresses: a street, a typo', async () => {
    expect(await resolve('48 Rue de la Charite, Lyon')).toBeNull();
    expect(await resolve('Edinburg')).toBeNull();
    expect(await resolve('')).toBeNull();
  });

  test('a country some other address names does not stop a town: "UK" with homes in Portsmouth, UK', async () => {
    // The word search found nothing for "Edinburgh, UK" once one address said "UK" (issue 51).
    expect(await resolve('Edinburgh, UK')).toBe('t-2650225');
  });

  test('one read for the whole query, of its runs of up to five words within each part', async () => {
    asked.length = 0;
    await resolve('Edinburgh, United Kingdom');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual(expect.arrayContaining(['edinburgh', 'united-kingdom', 'united', 'kingdom']));
    expect(asked[0]).not.toContain('edinburgh-united');
  });
});

describe('suggestions', () => {
  test('countries, then regions, then towns, the most populous first, each once', () => {
    const suggested = gazetteerSuggestions([PORTSMOUTH, EDINBURGH, GB, GB, { ...LYON }]);
    expect(suggested.map((p) => p.id)).toEqual(['c-gb', 't-2996944', 't-2650225', 't-2639996', 't-4776024']);
  });

  test('a place no listing is in any more is not suggested', () => {
    expect(gazetteerSuggestions([{ 't-1': town('Gone', 'R', 'GB', ['c-gb'], 5, 0) }])).toEqual([]);
  });
});
