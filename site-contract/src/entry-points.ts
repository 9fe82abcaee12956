import type { EntryPoints } from './routes.ts';

/** The address of the search entry point for `place` (its page with the place in its parameter); '' for all homes. */
export function searchEntryUrl(search: NonNullable<EntryPoints['search']>, place: string): string {
  return place ? `${search.path}?${new URLSearchParams({ [search.param]: place }).toString()}` : search.path;
}
