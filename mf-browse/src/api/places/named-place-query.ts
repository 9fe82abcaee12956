// The town, region or country a search's place names (issue 51), as a query: asked once per text
// (the answer changes only as listings come and go), and a place by its id for what the page says.
import { queryOptions } from '@tanstack/react-query';
import type { SearchModel } from '../search/load-search.ts';
import { browseKeys } from '../query-keys.ts';
import { loadPlaces } from './load-places.ts';

export function namedPlaceQuery(text: string) {
  return queryOptions({
    queryKey: browseKeys.namedPlace(text.trim()),
    queryFn: async () => (await loadPlaces()).resolveNamedPlace(text),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function gazetteerPlaceQuery(id: string) {
  return queryOptions({
    queryKey: browseKeys.gazetteerPlace(id),
    queryFn: async () => (await loadPlaces()).gazetteerPlace(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The town a text names, for a search around it (issue 86), also when no listing is in it. */
export function townCentreQuery(text: string) {
  return queryOptions({
    queryKey: browseKeys.townCentre(text.trim()),
    queryFn: async () => (await import('./town-centre.ts')).townNamed(text),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/**
 * Where a street or district's homes stand, for a search around it when no town has its name
 * (issue 86); null when no home's address has its words, or they are of several places.
 */
export function streetCentreQuery(text: string, model: SearchModel) {
  return queryOptions({
    queryKey: browseKeys.streetCentre(text.trim()),
    queryFn: async () => (await import('./street-centre.ts')).streetCentre(text, model),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
