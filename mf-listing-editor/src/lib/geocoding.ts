import { msg } from '@lingui/core/macro';
import type { ListingDraft } from 'listing-domain';

/** Address lookup is off in this build (spec section 5): coordinates are typed in. */
export const GEOCODING_ENABLED = import.meta.env.VITE_GEOCODING_ENABLED === 'true';
const GEOCODING_URL = import.meta.env.VITE_GEOCODING_URL ?? 'https://maps.googleapis.com/maps/api/geocode/json';
const GEOCODING_KEY = import.meta.env.VITE_GEOCODING_API_KEY ?? '';

export const BAD_ADDRESS = msg`Please enter a correct address`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Coordinates of the draft: typed in, or looked up from the address when geocoding is on. */
export async function resolveCoordinates(draft: ListingDraft): Promise<{ lat: number; lng: number } | null> {
  if (!GEOCODING_ENABLED) return { lat: draft.latitude, lng: draft.longitude };
  const url = `${GEOCODING_URL}?address=${encodeURIComponent(draft.location)}&key=${encodeURIComponent(GEOCODING_KEY)}`;
  const response = await fetch(url);
  const body: unknown = await response.json();
  const results = isRecord(body) && Array.isArray(body.results) ? body.results : [];
  const first: unknown = results[0];
  const location =
    isRecord(first) && isRecord(first.geometry) && isRecord(first.geometry.location) ? first.geometry.location : null;
  if (!location || typeof location.lat !== 'number' || typeof location.lng !== 'number') return null;
  return { lat: location.lat, lng: location.lng };
}
