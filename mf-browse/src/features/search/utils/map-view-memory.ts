// The map's view (zoom and centre) of each visit to a search, kept for the tab (issue 53): a
// person who zoomed into a cluster, opened a home and went Back finds the map as they left it.
// Keyed by the history entry (React Router's location key): a new search starts fitted again.
import { forgetFor, keepFor, keptFor } from '../../../lib/tab-memory.ts';

export interface RememberedView {
  zoom: number;
  lat: number;
  lng: number;
}

const NAME = 'search-map-view';
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function readView(raw: unknown): RememberedView | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { zoom, lat, lng } = raw as Record<string, unknown>;
  if (!finite(zoom) || !finite(lat) || !finite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { zoom, lat, lng };
}

/** The view last seen on the history entry `entry`, if any (and readable). */
export const rememberedView = (entry: string) => keptFor(NAME, entry, readView);

/** Keeps `view` for the history entry `entry`. */
export const rememberView = (entry: string, view: RememberedView) => keepFor(NAME, entry, view);

/** Forgets the view of `entry`: its area was searched, and Back shows the whole search again. */
export const forgetView = (entry: string) => forgetFor(NAME, entry);
