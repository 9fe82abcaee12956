import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import {
  AREA_UNIT_LABELS,
  availableLabel,
  formatMoney,
  formatWholeNumber,
  type AvailableFrom,
  type PropertyKind,
} from 'listing-domain';
import type { SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import { numbersLocale } from '../../../components/listing-words.ts';
import { pluralForm } from '../../../lib/plural-form.ts';

/** `count` words of a place from the `start`-th, as the visitor typed them (the search folds them). */
export const typedPlaceWords = (place: string, start: number, count: number): string[] =>
  (place.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(start, start + count);

/** How many homes a search found, as the summary says it: at most `count`, `more` past it. */
export interface FoundCount {
  count: number;
  more: boolean;
}

type Offered = SearchCriteria['type'];

/** "12 homes for rent": the count is written before, its plural category chosen (lib/plural-form). */
const FOUND: Record<Offered, MessageDescriptor> = {
  rent: msg({ message: '{form, select, one {{count} home for rent} other {{count} homes for rent}}' }),
  sale: msg({ message: '{form, select, one {{count} home for sale} other {{count} homes for sale}}' }),
  any: msg({ message: '{form, select, one {{count} home} other {{count} homes}}' }),
};
const HOMES: Record<Offered, MessageDescriptor> = {
  rent: msg`Homes for rent`,
  sale: msg`Homes for sale`,
  any: msg`Homes`,
};
/** The kind of home within the summary's line ("flat", as a word within a sentence). */
const KIND_IN_LINE: Record<PropertyKind, MessageDescriptor> = {
  flat: msg({ message: 'flat', context: 'within a line' }),
  house: msg({ message: 'house', context: 'within a line' }),
  studio: msg({ message: 'studio', context: 'within a line' }),
  room: msg({ message: 'room', context: 'within a line' }),
  other: msg({ message: 'other kind of home', context: 'within a line' }),
};

/**
 * What a search shows, in one line: "Homes for rent in “Lyon” · 2+ bedrooms · up to $2,000"; with
 * the number found once it is known, "12 homes for rent in “Lyon” · …" (issue 35, defect 10); a
 * place found in the gazetteer is named in full: "Homes in Edinburgh, Scotland, United Kingdom".
 * In the page's language (issue 88): each part is a phrase of its own, the parts a list.
 */
export function searchSummary(
  i18n: I18n,
  criteria: SearchCriteria,
  { placeQuery }: Pick<SearchModel, 'placeQuery'>,
  found?: FoundCount,
  /**
   * Where it searched, when the page knows better than the text typed (issue 51): "in Edinburgh,
   * Scotland, United Kingdom", "within 5 km of Edinburgh, …" (placeWhere says it).
   */
  where?: string,
): string {
  const locale = numbersLocale(i18n);
  const count = found ? `${formatWholeNumber(found.count, locale)}${found.more ? '+' : ''}` : '';
  const what = found
    ? withValues(i18n, FOUND[criteria.type], {
        count,
        form: found.more ? 'other' : pluralForm(i18n, found.count),
      })
    : i18n._(HOMES[criteria.type]);
  // The words searched, as the visitor typed them ("Edinburgh", not "edinburgh"; issue 35, defect 11).
  const searched = placeQuery(criteria.place);
  const place = typedPlaceWords(criteria.place, searched.start, searched.words.length).join(' ');
  const money = (amount: number) => formatMoney(amount, criteria.currency, locale);
  const parts = [where ? i18n._(msg`${what} ${where}`) : place ? i18n._(msg`${what} in “${place}”`) : what];
  if (criteria.kind !== 'any') parts.push(i18n._(KIND_IN_LINE[criteria.kind]));
  const min = criteria.priceMin !== undefined ? money(criteria.priceMin) : undefined;
  const max = criteria.priceMax !== undefined ? money(criteria.priceMax) : undefined;
  if (min && max) parts.push(i18n._(msg`${min} to ${max}`));
  else if (max) parts.push(i18n._(msg`up to ${max}`));
  else if (min) parts.push(i18n._(msg`from ${min}`));
  const bedrooms = criteria.bedroomsMin;
  const bathrooms = criteria.bathroomsMin;
  if (bedrooms > 1) parts.push(i18n._(msg`${bedrooms}+ bedrooms`));
  if (bathrooms > 1) parts.push(i18n._(msg`${bathrooms}+ bathrooms`));
  if (criteria.parking) parts.push(i18n._(msg`parking`));
  if (criteria.furnished) parts.push(i18n._(msg`furnished`));
  if (criteria.offer) parts.push(i18n._(msg`offers only`));
  const unit = AREA_UNIT_LABELS[criteria.areaUnit];
  const { areaMin, areaMax } = criteria;
  if (areaMin !== undefined && areaMax !== undefined) parts.push(i18n._(msg`${areaMin} to ${areaMax} ${unit}`));
  else if (areaMin !== undefined) parts.push(i18n._(msg`from ${areaMin} ${unit}`));
  else if (areaMax !== undefined) parts.push(i18n._(msg`up to ${areaMax} ${unit}`));
  if (criteria.availableBy) {
    const day = availableLabel(criteria.availableBy as AvailableFrom, locale);
    parts.push(i18n._(msg`available by ${day}`));
  }
  if (criteria.pets) parts.push(i18n._(msg`pets allowed`));
  if (criteria.gone) parts.push(i18n._(msg`let and sold too`));
  return parts.join(' · ');
}

/** The filters a visitor could loosen, most narrowing first, for an empty result. */
export function filtersToLoosen(criteria: SearchCriteria): MessageDescriptor[] {
  const loosen: MessageDescriptor[] = [];
  if (criteria.place) loosen.push(msg`the place`);
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) loosen.push(msg`the price range`);
  if (criteria.bedroomsMin > 1) loosen.push(msg`the bedrooms`);
  if (criteria.bathroomsMin > 1) loosen.push(msg`the bathrooms`);
  if (criteria.offer) loosen.push(msg`offers only`);
  if (criteria.parking) loosen.push(msg`parking`);
  if (criteria.furnished) loosen.push(msg`furnished`);
  if (criteria.kind !== 'any') loosen.push(msg`the kind of home`);
  if (criteria.areaMin !== undefined || criteria.areaMax !== undefined) loosen.push(msg`the floor area`);
  if (criteria.availableBy) loosen.push(msg`the day to be available by`);
  if (criteria.pets) loosen.push(msg`pets allowed`);
  if (criteria.type !== 'any') loosen.push(msg`rent or sale`);
  return loosen;
}
