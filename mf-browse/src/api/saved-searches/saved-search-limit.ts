/** The most saved searches a person keeps (firestore.rules: slots 0 to 19). Alone, for the pages' words. */
export const SAVED_SEARCH_LIMIT = 20;
