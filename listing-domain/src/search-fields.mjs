// The fields a listing carries for search, derived from what its owner typed. Plain JavaScript, so
// that the site (through search-fields.d.mts), the demo seed and the migration script derive them
// with the same code; firestore.rules checks what it can of them (search-rules-agreement.test.ts).
// Loaded with the writes only (it brings geofire-common), never with a page.
import { geohashForLocation } from 'geofire-common';
import { placeTokens, placeWords, SEARCH_LIMITS, searchKey } from './place-words.mjs';

export { placeTokens, placeWords, SEARCH_LIMITS, searchKey };

/** Every search a listing answers: each facet it has may be required or not, with or without a place. */
function searchKeysOf(listing, tokens) {
  const keys = [];
  for (const type of [listing.type, undefined])
    for (const offer of listing.offer ? [true, false] : [false])
      for (const parking of listing.parking ? [true, false] : [false])
        for (const furnished of listing.furnished ? [true, false] : [false])
          for (const place of ['', ...tokens]) keys.push(searchKey({ type, offer, parking, furnished, place }));
  return keys;
}

/** The price a visitor pays: the discounted one while on offer. */
export function priceToPay(listing) {
  return listing.offer && typeof listing.discountedPrice === 'number' ? listing.discountedPrice : listing.regularPrice;
}

/**
 * The search fields of a listing (the spec's fields as its owner typed them): the price to pay,
 * the words of its address, a geohash of its coordinates (geofire-common, as Firebase documents
 * for geo queries) and the keys of every search it answers.
 */
export function searchFieldsOf(listing) {
  const words = placeWords(listing.location);
  return {
    priceToPay: priceToPay(listing),
    placeWords: words,
    geohash: geohashForLocation([listing.geolocation.lat, listing.geolocation.lng], SEARCH_LIMITS.geohashLength),
    searchKeys: searchKeysOf(listing, placeTokens(words)),
  };
}
