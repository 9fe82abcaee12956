import { loadSearch } from 'shared-firebase';

/** The search of shared-firebase, asked for once, when the search page's code loads. */
export const searchModel = loadSearch();
