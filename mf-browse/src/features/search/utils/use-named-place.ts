import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gazetteerPlaceQuery, namedPlaceQuery } from '../../../api/places/named-place-query.ts';
import type { NamedPlace } from '../../../api/places/gazetteer-resolution.ts';
import type { SearchCriteria } from '../../../api/search/load-search.ts';

/**
 * The town, region or country a search's place names (issue 51). A place typed without one is
 * looked up first; when it names one, `searchWithin` puts it in the address (`in=`, and the currency
 * of a price range that names none: in-named-place.ts) and the search
 * finds the homes in it, whatever their addresses say; otherwise the search goes by the words of
 * the addresses, as before. `resolving`: the page is still asking (its list waits, so it never
 * shows one search and then another); `named`: the place searched, for what the page says.
 */
export function useNamedPlace(
  criteria: SearchCriteria,
  searchWithin: (place: NamedPlace) => void,
): { resolving: boolean; named: NamedPlace | null | undefined } {
  const client = useQueryClient();
  const asking = criteria.place !== '' && !criteria.within;
  const resolution = useQuery({ ...namedPlaceQuery(criteria.place), enabled: asking });
  const found = asking ? resolution.data : undefined;
  useEffect(() => {
    if (!found) return;
    client.setQueryData(gazetteerPlaceQuery(found.id).queryKey, found);
    searchWithin(found);
    // Once per answer: the search it leads to is another page state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.id]);
  const named = useQuery({ ...gazetteerPlaceQuery(criteria.within ?? ''), enabled: !!criteria.within }).data;
  return { resolving: asking && (resolution.isPending || !!found), named: criteria.within ? named : undefined };
}

/** The criteria with another place typed: the place it named goes with the old text. */
export function withPlace(criteria: SearchCriteria, place: string): SearchCriteria {
  const { within: _named, ...rest } = criteria;
  return { ...rest, place };
}
