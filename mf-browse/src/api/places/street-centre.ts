// The centre of a street or a district no town is named after (issue 86: "within 10 km of Leith
// Walk"): where the listed homes whose address has its words stand. Only a search around a place
// asks, once the gazetteer knows no town of that name. Words many places share ("High Street")
// name no one place: their homes lie far apart, and no centre is made up from them.
import { distanceKm, type Centre } from 'listing-domain';
import type { SearchModel } from '../search/load-search.ts';

/** The homes read to place a street: its newest. */
export const STREET_HOMES = 20;
/** Past this from their middle, the homes found are of more than one place. */
export const STREET_SPREAD_KM = 3;

export interface StreetCentre extends Centre {
  /** How many homes it was worked out from. */
  homes: number;
}

/** Where the homes of `text`'s words stand; null when none has them, or they are of several places. */
export async function streetCentre(
  text: string,
  model: Pick<SearchModel, 'DEFAULT_CRITERIA' | 'searchListings'>,
): Promise<StreetCentre | null> {
  const place = text.trim();
  if (!place) return null;
  const { listings } = await model.searchListings({
    criteria: { ...model.DEFAULT_CRITERIA, place },
    pageSize: STREET_HOMES,
  });
  if (listings.length === 0) return null;
  const centre = {
    lat: listings.reduce((sum, home) => sum + home.geolocation.lat, 0) / listings.length,
    lng: listings.reduce((sum, home) => sum + home.geolocation.lng, 0) / listings.length,
  };
  if (listings.some((home) => distanceKm(centre, home.geolocation) > STREET_SPREAD_KM)) return null;
  return { ...centre, homes: listings.length };
}
