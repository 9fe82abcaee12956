// A place of the gazetteer as a page names it (issue 51). Its own module: the search page names its
// place with it on its first screen, while the rest of the gazetteer's code comes only with a place
// search (mf-browse's lazily loaded places model).
import type { GazetteerEntry } from './gazetteer-place.ts';

/**
 * A place's label: "Edinburgh, Scotland, United Kingdom"; the country named in `locale` when the
 * browser knows it (Intl.DisplayNames), in English otherwise.
 */
export function gazetteerLabel(
  entry: Pick<GazetteerEntry, 'kind' | 'name' | 'region' | 'country' | 'countryName'>,
  locale?: string,
): string {
  let country = entry.countryName;
  try {
    country = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(entry.country) ?? country;
  } catch {
    // An engine without DisplayNames, or an unknown code: the English name.
  }
  if (entry.kind === 'country') return country;
  return [entry.name, entry.kind === 'town' ? entry.region : undefined, country]
    .filter((part): part is string => !!part && part.length > 0)
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(', ');
}
