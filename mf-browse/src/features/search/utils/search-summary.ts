import {
  AREA_UNIT_LABELS,
  availableLabel,
  formatMoney,
  formatWholeNumber,
  PROPERTY_KIND_LABELS,
  type AvailableFrom,
} from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';

/** `count` words of a place from the `start`-th, as the visitor typed them (the search folds them). */
export const typedPlaceWords = (place: string, start: number, count: number): string[] =>
  (place.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(start, start + count);

/** How many homes a search found, as the summary says it: at most `count`, `more` past it. */
export interface FoundCount {
  count: number;
  more: boolean;
}

/**
 * What a search shows, in one line: "Homes for rent in “Lyon” · 2+ bedrooms · up to $2,000"; with
 * the number found once it is known, "12 homes for rent in “Lyon” · …" (issue 35, defect 10); a
 * place found in the gazetteer is named in full: "Homes in Edinburgh, Scotland, United Kingdom".
 */
export function searchSummary(
  criteria: SearchCriteria,
  { placeQuery }: SearchModel,
  found?: FoundCount,
  /**
   * Where it searched, when the page knows better than the text typed (issue 51): "in Edinburgh,
   * Scotland, United Kingdom", "within 5 km of Edinburgh, …".
   */
  where?: string,
): string {
  const what = criteria.type === 'rent' ? ' for rent' : criteria.type === 'sale' ? ' for sale' : '';
  const kind = found
    ? `${formatWholeNumber(found.count, 'en-US')}${found.more ? '+' : ''} ${found.count === 1 && !found.more ? 'home' : 'homes'}${what}`
    : `Homes${what}`;
  // The words searched, as the visitor typed them ("Edinburgh", not "edinburgh"; issue 35, defect 11).
  const searched = placeQuery(criteria.place);
  const place = typedPlaceWords(criteria.place, searched.start, searched.words.length).join(' ');
  const money = (amount: number) => formatMoney(amount, criteria.currency);
  const parts = [where ? `${kind} ${where}` : place ? `${kind} in “${place}”` : kind];
  if (criteria.kind !== 'any') parts.push(PROPERTY_KIND_LABELS[criteria.kind].toLowerCase());
  if (criteria.priceMin !== undefined && criteria.priceMax !== undefined)
    parts.push(`${money(criteria.priceMin)} to ${money(criteria.priceMax)}`);
  else if (criteria.priceMax !== undefined) parts.push(`up to ${money(criteria.priceMax)}`);
  else if (criteria.priceMin !== undefined) parts.push(`from ${money(criteria.priceMin)}`);
  if (criteria.bedroomsMin > 1) parts.push(`${criteria.bedroomsMin}+ bedrooms`);
  if (criteria.bathroomsMin > 1) parts.push(`${criteria.bathroomsMin}+ bathrooms`);
  if (criteria.parking) parts.push('parking');
  if (criteria.furnished) parts.push('furnished');
  if (criteria.offer) parts.push('offers only');
  const unit = AREA_UNIT_LABELS[criteria.areaUnit];
  if (criteria.areaMin !== undefined && criteria.areaMax !== undefined)
    parts.push(`${criteria.areaMin} to ${criteria.areaMax} ${unit}`);
  else if (criteria.areaMin !== undefined) parts.push(`from ${criteria.areaMin} ${unit}`);
  else if (criteria.areaMax !== undefined) parts.push(`up to ${criteria.areaMax} ${unit}`);
  if (criteria.availableBy) parts.push(`available by ${availableLabel(criteria.availableBy as AvailableFrom)}`);
  if (criteria.pets) parts.push('pets allowed');
  if (criteria.gone) parts.push('let and sold too');
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
  if (criteria.kind !== 'any') loosen.push('the kind of home');
  if (criteria.areaMin !== undefined || criteria.areaMax !== undefined) loosen.push('the floor area');
  if (criteria.availableBy) loosen.push('the day to be available by');
  if (criteria.pets) loosen.push('pets allowed');
  if (criteria.type !== 'any') loosen.push('rent or sale');
  return loosen;
}
