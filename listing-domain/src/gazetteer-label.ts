// A place of the gazetteer as a page names it (issue 51). Its own module: the search page names its
// place with it on its first screen, while the rest of the gazetteer's code comes only with a place
// search (mf-browse's lazily loaded places model).
import type { GazetteerEntry, PlaceNames } from './gazetteer-place.ts';

/** The name of `names` in the language of `locale` ("fr-CA": French), else `name`. */
function nameIn(name: string | undefined, names: PlaceNames | undefined, locale: string | undefined) {
  const language = locale?.split('-')[0]?.toLowerCase();
  return (language && names && Object.hasOwn(names, language) ? names[language as keyof PlaceNames] : name) ?? name;
}

/**
 * A place's label: "Edinburgh, Scotland, United Kingdom"; in `locale`'s language where the
 * gazetteer knows its names there ("Édimbourg, Écosse": issue 88), the country named by the browser
 * (Intl.DisplayNames), in English otherwise.
 */
export function gazetteerLabel(
  entry: Pick<GazetteerEntry, 'kind' | 'name' | 'region' | 'country' | 'countryName' | 'names' | 'regionNames'>,
  locale?: string,
): string {
  let country = entry.countryName;
  try {
    country = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(entry.country) ?? country;
  } catch {
    // An engine without DisplayNames, or an unknown code: the English name.
  }
  if (entry.kind === 'country') return country;
  const region = entry.kind === 'town' ? nameIn(entry.region, entry.regionNames, locale) : undefined;
  return [nameIn(entry.name, entry.names, locale), region, country]
    .filter((part): part is string => !!part && part.length > 0)
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(', ');
}
