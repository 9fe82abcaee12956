import { formatPrice } from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';

const money = (amount: number) => `$${formatPrice(amount)}`;

/** What a search shows, in one line: "Homes for rent in Lyon · 2+ bedrooms · up to $2,000". */
export function searchSummary(criteria: SearchCriteria, { placeQuery }: SearchModel): string {
  const kind = criteria.type === 'rent' ? 'Homes for rent' : criteria.type === 'sale' ? 'Homes for sale' : 'Homes';
  const place = placeQuery(criteria.place).words.join(' ');
  const parts = [place ? `${kind} in “${place}”` : kind];
  if (criteria.priceMin !== undefined && criteria.priceMax !== undefined)
    parts.push(`${money(criteria.priceMin)} to ${money(criteria.priceMax)}`);
  else if (criteria.priceMax !== undefined) parts.push(`up to ${money(criteria.priceMax)}`);
  else if (criteria.priceMin !== undefined) parts.push(`from ${money(criteria.priceMin)}`);
  if (criteria.bedroomsMin > 1) parts.push(`${criteria.bedroomsMin}+ bedrooms`);
  if (criteria.bathroomsMin > 1) parts.push(`${criteria.bathroomsMin}+ bathrooms`);
  if (criteria.parking) parts.push('parking');
  if (criteria.furnished) parts.push('furnished');
  if (criteria.offer) parts.push('offers only');
  return parts.join(' · ');
}

/** The filters a visitor could loosen, most narrowing first, for an empty result. */
export function filtersToLoosen(criteria: SearchCriteria): string[] {
  const loosen: string[] = [];
  if (criteria.place) loosen.push('the place');
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) loosen.push('the price range');
  if (criteria.bedroomsMin > 1) loosen.push('the bedrooms');
  if (criteria.bathroomsMin > 1) loosen.push('the bathrooms');
  if (criteria.offer) loosen.push('offers only');
  if (criteria.parking) loosen.push('parking');
  if (criteria.furnished) loosen.push('furnished');
  if (criteria.type !== 'any') loosen.push('rent or sale');
  return loosen;
}
