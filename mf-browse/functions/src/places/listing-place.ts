// The place a stored listing should carry (issue 51): derived from its coordinates and its address
// with the gazetteer. Pure (the gazetteer is handed in): the trigger and the migration use it.
import { readListingPlace, type ListingPlace } from '../../../../listing-domain/src/gazetteer-place.ts';
import type { Gazetteer } from './gazetteer.ts';

/** The coordinates and address a place is derived from, or null when the listing has none usable. */
function whereIs(data: Record<string, unknown> | undefined): { lat: number; lng: number; address: string } | null {
  const point = data?.geolocation;
  if (typeof point !== 'object' || point === null) return null;
  const { lat, lng } = point as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, address: typeof data?.location === 'string' ? data.location : '' };
}

export const samePlace = (a: ListingPlace | null, b: ListingPlace | null) => JSON.stringify(a) === JSON.stringify(b);

/** The place a listing should carry (null: none), and whether what it carries differs. */
export function placeUpdate(
  data: Record<string, unknown> | undefined,
  places: Pick<Gazetteer, 'placeAt'>,
): { place: ListingPlace | null; changed: boolean } {
  const at = whereIs(data);
  const place = at ? places.placeAt(at.lat, at.lng, at.address) : null;
  const stored = data && 'place' in data ? readListingPlace(data.place) : null;
  const changed = !samePlace(place, stored) || (place === null && data !== undefined && 'place' in data);
  return { place, changed };
}
