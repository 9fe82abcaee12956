// The towns an address could be in (issue 51), as a query kept per address text.
import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from '../query-keys.ts';
import { townsOfKeys } from './town-index.ts';
import { suggestTowns } from './town-suggestions.ts';

export function townSuggestionsQuery(address: string) {
  return queryOptions({
    queryKey: editorKeys.towns(address),
    queryFn: () => suggestTowns(address, townsOfKeys),
    enabled: address.trim().length >= 3,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
