// A search link that names a place without saying which (`/search?q=Edinburgh`, no `in=`; issue
// 51): the page would look the name up in the gazetteer index and move to the search in that
// place, after the first screen of a words search it then leaves (a second read, and results that
// change under the reader). The server looks it up first, as the page does, and the site's server
// sends the browser straight to the place's search, whose first screen is the right one.
import { resolveGazetteerPlace, type GazetteerNames } from '../../../src/api/places/gazetteer-resolution.ts';
import { DEFAULT_CRITERIA, SEARCH_SORTS } from '../../../src/api/search/search-query.ts';
import { inNamedPlace } from '../../../src/features/search/utils/in-named-place.ts';
import { parseSearchParams, searchParamsOf } from '../../../src/features/search/utils/search-params.ts';

/** The most the lookup may take: past it, the page looks the name up itself, as before. */
const LOOKUP_WAIT_MS = 1_500;

/**
 * The address of the search in the place `url`'s text names (the page's own address for it, `in=`
 * added), looked up with `names` (the gazetteer index's reader), or null when the page would not look it up (no text, a place already named, an address
 * it corrects first) or the text names no place (a street's words: the words search stands).
 */
export async function searchPlaceAddress(url: URL, names: GazetteerNames): Promise<string | null> {
  const { criteria, place, corrections } = parseSearchParams(url.searchParams, { DEFAULT_CRITERIA, SEARCH_SORTS });
  if (corrections.length > 0 || criteria.place === '' || criteria.within) return null;
  const lookup = resolveGazetteerPlace(criteria.place, names);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOOKUP_WAIT_MS);
  });
  try {
    const found = await Promise.race([lookup.catch(() => null), late]);
    if (!found) return null;
    const params = searchParamsOf(inNamedPlace(criteria, found), { DEFAULT_CRITERIA }, place);
    return `${url.pathname}?${params.toString()}`;
  } finally {
    clearTimeout(timer);
  }
}
