// The signed-in person's saved searches, as a query (each change reads them again).
import { queryOptions } from '@tanstack/react-query';
import { browseKeys } from '../query-keys.ts';
import { listSavedSearches } from './saved-searches.ts';

export const savedSearchesQuery = queryOptions({ queryKey: browseKeys.savedSearches(), queryFn: listSavedSearches });
