// The search in the place its text named (issue 51), as the page and the site's server both move to
// it. A price range typed with the place and no currency chosen is in that place's currency (issue
// 86: "Bristol", Rent and "Price to 2500" find the £2,400 flat whichever was typed first); the
// address then names it, so a reload or a shared link searches the same.
import { currencyOfCountry } from 'listing-domain';
import type { SearchCriteria } from '../../../api/search/load-search.ts';

export function inNamedPlace(criteria: SearchCriteria, place: { id: string; country?: string }): SearchCriteria {
  const priced = criteria.priceMin !== undefined || criteria.priceMax !== undefined;
  const currency = !criteria.currency && priced ? currencyOfCountry(place.country) : undefined;
  return { ...criteria, within: place.id, ...(currency ? { currency } : {}) };
}
