// A search around a place (issue 51): the homes within a distance of a town's centre (or of the
// map's centre), read from the box around the circle, then kept within the circle.
// - In the list's own orders (newest, price), page by page: each page is the search's page in an
//   area of the map (its query shapes with a range on each coordinate, issue 53), page size + 1
//   documents, of which the homes in the box's corners are left out (searchNearPage).
// - Nearest first, which Firestore cannot order by: rings of the box read outwards
//   (search-nearest.ts).
import { distanceKm, type Centre, type Listing } from 'listing-domain';
import type { SearchCursor } from './search-cursor.ts';
import type { SearchPage } from './search-operations.ts';
import type { MapArea, SearchCriteria } from './search-query.ts';

export { distanceKm, type Centre } from 'listing-domain';

const KM_PER_DEGREE = 111.32;

/** The box around the circle of `km` around `centre` (a little wider: the earth is not flat). */
export function boxAround(centre: Centre, km: number): MapArea {
  const dLat = (km / KM_PER_DEGREE) * 1.01;
  const dLng = Math.min(180, (km / (KM_PER_DEGREE * Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01))) * 1.01);
  return { south: centre.lat - dLat, north: centre.lat + dLat, west: centre.lng - dLng, east: centre.lng + dLng };
}

/** The search's facets and ranges without its place: around a place, the homes of every place count. */
export function criteriaAround(criteria: SearchCriteria): SearchCriteria {
  const { within: _within, radiusKm: _radius, ...rest } = criteria;
  return { ...rest, place: '' };
}

/** Pages read at most for one page of homes around a place, when the first hold none of the circle. */
const NEAR_PAGE_READS = 4;

/**
 * One page of the homes within `km` of `centre`, in the search's own order (newest, price): the
 * search's page of the box around the circle (`searchListings`, page size + 1 documents), less the
 * homes in the box's corners, so a page may show fewer homes than the page size. A page whose
 * homes all lie in the corners is followed by the next (at most NEAR_PAGE_READS reads: past them
 * the page is empty and Load More goes on); `next` continues after the last document read.
 */
export async function searchNearPage(
  options: { criteria: SearchCriteria; centre: Centre; km: number; after?: SearchCursor | null },
  searchListings: (options: { criteria: SearchCriteria; after?: SearchCursor | null }) => Promise<SearchPage>,
): Promise<SearchPage> {
  const criteria = { ...criteriaAround(options.criteria), area: boxAround(options.centre, options.km) };
  const within = (listing: Listing) => distanceKm(options.centre, listing.geolocation) <= options.km;
  let after = options.after ?? null;
  const listings: Listing[] = [];
  for (let read = 0; read < NEAR_PAGE_READS; read += 1) {
    const page = await searchListings({ criteria, after });
    listings.push(...page.listings.filter(within));
    after = page.next;
    if (listings.length > 0 || !after) break;
  }
  return { listings, next: after };
}
