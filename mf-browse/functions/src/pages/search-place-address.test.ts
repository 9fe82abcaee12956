import type { GazetteerEntry } from 'listing-domain';
import { describe, expect, test, vi } from 'vitest';
import type { GazetteerNames } from '../../../src/api/places/gazetteer-resolution.ts';
import { searchPlaceAddress } from './search-place-address.ts';

const edinburgh: GazetteerEntry = {
  kind: 'town',
  name: 'Edinburgh',
  region: 'Scotland',
  country: 'GB',
  countryName: 'United Kingdom',
  within: ['r-gb-sct', 'c-gb'],
  population: 464990,
  listings: 2,
};
const uk: GazetteerEntry = {
  kind: 'country',
  name: 'United Kingdom',
  country: 'GB',
  countryName: 'United Kingdom',
  within: [],
  population: 0,
  listings: 3,
};
const INDEX: Record<string, Record<string, GazetteerEntry>> = {
  edinburgh: { 't-2650225': edinburgh },
  uk: { 'c-gb': uk },
};
const names: GazetteerNames = async (asked) =>
  new Map(asked.filter((name) => INDEX[name]).map((name) => [name, INDEX[name]!]));
const at = (address: string) => searchPlaceAddress(new URL(address, 'https://homes.example'), names);

describe('a search link naming a place without saying which', () => {
  test('is the search in that place: the page’s own address, with the place and every filter kept', async () => {
    expect(await at('/search?q=Edinburgh%2C+UK')).toBe('/search?q=Edinburgh%2C+UK&in=t-2650225');
    expect(await at('/search?q=Edinburgh&type=rent&km=5&sort=nearest&view=map')).toBe(
      '/search?q=Edinburgh&in=t-2650225&km=5&type=rent&sort=nearest&view=map',
    );
  });

  test('a price range that names no currency is in the place’s, as the page has it (issue 86)', async () => {
    const moved = new URL(`https://homes.example${await at('/search?q=Edinburgh&type=rent&maxPrice=2500')}`);
    expect(moved.searchParams.get('in')).toBe('t-2650225');
    expect(moved.searchParams.get('maxPrice')).toBe('2500');
    expect(moved.searchParams.get('currency')).toBe('GBP');
    const chosen = new URL(`https://homes.example${await at('/search?q=Edinburgh&maxPrice=2500&currency=EUR')}`);
    expect(chosen.searchParams.get('currency')).toBe('EUR');
  });

  test('is left alone when the words name no place, when the place is named, or with no text', async () => {
    expect(await at('/search?q=Rue+de+la+Paix')).toBeNull();
    expect(await at('/search?q=Edinburgh&in=t-2650225')).toBeNull();
    expect(await at('/search?type=rent')).toBeNull();
  });

  test('is left to the page when the address needs correcting first', async () => {
    const lookup = vi.fn(names);
    expect(await searchPlaceAddress(new URL('https://homes.example/search?q=Edinburgh&beds=-4'), lookup)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  test('a lookup that fails or takes too long leaves it to the page', async () => {
    const failing: GazetteerNames = () => Promise.reject(new Error('unavailable'));
    expect(await searchPlaceAddress(new URL('https://homes.example/search?q=Edinburgh'), failing)).toBeNull();
    vi.useFakeTimers();
    try {
      const slow = searchPlaceAddress(new URL('https://homes.example/search?q=Edinburgh'), () => new Promise(() => {}));
      await vi.advanceTimersByTimeAsync(1_600);
      expect(await slow).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
