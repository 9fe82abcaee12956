// Every query key of mf-browse, from one place: a read, a prefetch and the writes that make it
// stale name the same key. The first word of each is what app/query-client.ts forgets when a
// listing changes.
export const browseKeys = {
  listing: (id: string) => ['listing', id] as const,
  /** A draft shown as its listing will be (issue 52). */
  draftPreview: (draftId: string) => ['draft-preview', draftId] as const,
  /** A paged list of listings (`['listings']`: every list, to forget them all). */
  listings: (...list: readonly unknown[]) => ['listings', ...list] as const,
  newest: (count: number) => ['listings', 'newest', count] as const,
  /** A search's pages (`['search']`, without its key: every search). */
  search: (...searchKey: [string?]) => ['search', ...searchKey] as const,
  /** A search's homes in an area of the map (`['search-map']`, without them: every map). */
  searchMap: (...at: [string?, string?]) => ['search-map', ...at] as const,
  searchCount: (searchKey: string) => ['search-count', searchKey] as const,
  /** A search around a place, nearest first (`['search']` too: forgotten with every search). */
  searchNearest: (searchKey: string, lat: number, lng: number) => ['search', 'nearest', searchKey, lat, lng] as const,
  /** Its pages, in the list's own orders. */
  searchNearPages: (searchKey: string, lat: number, lng: number) =>
    ['search', 'near-pages', searchKey, lat, lng] as const,
  placeSuggestions: (text: string, locale: string) => ['place-suggestions', text, locale] as const,
  placeFix: (words: string) => ['place-fix', words] as const,
  namedPlace: (text: string) => ['named-place', text] as const,
  gazetteerPlace: (id: string) => ['gazetteer-place', id] as const,
  townCentre: (text: string) => ['town-centre', text] as const,
  streetCentre: (text: string) => ['street-centre', text] as const,
  exchangeRates: () => ['exchange-rates'] as const,
  landlord: (uid: string) => ['user', uid] as const,
  enquiryCount: (listingId: string) => ['enquiry-count', listingId] as const,
  reported: (listingId: string) => ['reported', listingId] as const,
  savedHome: (listingId: string) => ['saved', listingId] as const,
  savedHomes: () => ['saved-homes'] as const,
  savedSearches: () => ['saved-searches'] as const,
  notifications: () => ['notifications'] as const,
};
