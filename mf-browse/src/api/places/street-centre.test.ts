import type { Listing } from 'listing-domain';
import { describe, expect, test, vi } from 'vitest';
import type { SearchCriteria, SearchPage } from '../search/load-search.ts';
import { loadSearch } from '../search/load-search.ts';
import { STREET_HOMES, streetCentre } from './street-centre.ts';

const { DEFAULT_CRITERIA } = await loadSearch();
const home = (lat: number, lng: number) => ({ geolocation: { lat, lng } }) as Listing;
const modelFinding = (listings: Listing[]) => {
  const searchListings = vi.fn((_options: { criteria: SearchCriteria; pageSize?: number }) =>
    Promise.resolve({ listings, next: null } as SearchPage),
  );
  return { DEFAULT_CRITERIA, searchListings };
};

describe('streetCentre (issue 86)', () => {
  test('the middle of the homes whose address has the words, asked as a plain search of the text', async () => {
    const model = modelFinding([home(55.97, -3.17), home(55.96, -3.18)]);
    expect(await streetCentre('  Leith Walk ', model)).toEqual({
      lat: expect.closeTo(55.965, 6) as number,
      lng: expect.closeTo(-3.175, 6) as number,
      homes: 2,
    });
    expect(model.searchListings).toHaveBeenCalledWith({
      criteria: { ...DEFAULT_CRITERIA, place: 'Leith Walk' },
      pageSize: STREET_HOMES,
    });
  });

  test('none when no home has the words, or they stand in more than one place', async () => {
    expect(await streetCentre('Nowhere Lane', modelFinding([]))).toBeNull();
    // "High Street": one in Edinburgh, one in Musselburgh, 9 km apart.
    expect(await streetCentre('High Street', modelFinding([home(55.95, -3.19), home(55.94, -3.05)]))).toBeNull();
    expect(await streetCentre('   ', modelFinding([home(55.95, -3.19)]))).toBeNull();
  });
});
