// The marketplace's Cloud Functions (2nd gen). Each is a trigger on what a browser could forge.
export { listingSearchFields } from './listings/search-fields-trigger.ts';
