import { use } from 'react';
import { loadSearch } from '../../../api/search/load-search.ts';

type SearchModel = Awaited<ReturnType<typeof loadSearch>>;

let request: Promise<SearchModel> | undefined;
let loaded: SearchModel | undefined;

/** The search of shared-firebase, asked for once: by the search page's loader, with the page's own code. */
export function loadSearchModel(): Promise<SearchModel> {
  request ??= loadSearch().then((model) => (loaded = model));
  return request;
}

/** The search model: at once when it has loaded (as it has when the page renders), else suspends. */
export function useSearchModel(): SearchModel {
  return loaded ?? use(loadSearchModel());
}
