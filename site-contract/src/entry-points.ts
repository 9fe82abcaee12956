import type { EntryPoints } from './routes.ts';

/** The address of the search entry point for `place` (its page with the place in its parameter); '' for all homes. */
export function searchEntryUrl(search: NonNullable<EntryPoints['search']>, place: string): string {
  return place ? `${search.path}?${new URLSearchParams({ [search.param]: place }).toString()}` : search.path;
}

/** The address of a listing's page (the `listing` entry point, issue 48) of `type` and `id`. */
export function listingEntryUrl(listing: NonNullable<EntryPoints['listing']>, type: string, id: string): string {
  return listing.path
    .split('/')
    .map((segment) =>
      segment === `:${listing.type}`
        ? encodeURIComponent(type)
        : segment === `:${listing.id}`
          ? encodeURIComponent(id)
          : segment,
    )
    .join('/');
}
