// The IANA time zone at a point, offline (@photostructure/tz-lookup: no network), for a listing's
// viewing times (issue 52). Pure: the trigger (time-zone.ts) and the local seed use it.
import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at a point, or undefined for coordinates that are not a place. */
export function zoneAt(lat: unknown, lng: unknown): string | undefined {
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined;
  }
}
