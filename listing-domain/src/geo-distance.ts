// Distances on the earth (issue 51): the one great-circle distance the search around a place, its
// map, the gazetteer and the saved searches' alerts all measure with.

export interface Centre {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(a: Centre, b: Centre): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `point` is within `km` of `centre`. */
export const isWithinKm = (point: Centre, centre: Centre, km: number) => distanceKm(centre, point) <= km;
