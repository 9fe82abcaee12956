// The codes of the key facts a search filters on (search-fields.ts derives them for every
// listing; the search's query plan compares with them). No dependency, so
// a page that only searches gets these few constants, not the search fields' code (geohashes).
/**
 * The kinds of home and the currencies in the order their search codes number them (the same lists
 * as listing-facts.ts, checked by a test): a kind's code is its place + 1 (0: not stated), a
 * currency's its place (a listing without one is in US dollars, code 0).
 */
export const SEARCH_KINDS: readonly string[] = ['flat', 'house', 'studio', 'room', 'other'];
export const SEARCH_CURRENCIES: readonly string[] = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'DKK',
  'SEK',
  'NOK',
  'CAD',
  'AUD',
  'NZD',
];
/** The available day of a listing that does not say: after every day a search can ask for. */
export const AVAILABILITY_UNKNOWN = 99_991_231;
/**
 * The available day of a home that is let or sold (issue 36): after the unknown day too, so a
 * search leaves it out unless it asks for gone homes (its range then goes up to this day).
 */
export const AVAILABILITY_GONE = 99_991_232;
