// Kept apart from the saved-search schema (valibot): the search page needs the list, not the schema.

/**
 * The listing fields a search bounds (search fields the server derives): the ranges every search
 * applies (mf-browse's query plan), a saved search keeps and the alerts compare.
 */
export const SEARCH_RANGE_FIELDS = [
  // The price in euros (issue 53): a range in any currency is converted to it.
  'priceEur',
  'bedrooms',
  'bathrooms',
  'areaSqm',
  'availableDay',
  'petsOk',
  'kindCode',
] as const;
