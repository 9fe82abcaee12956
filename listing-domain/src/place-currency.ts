// The currency people of a place price homes in (issue 53): the searched place's country's, else
// the reader's locale's region's. No dependency: the search page carries it.
import type { Currency } from './listing-facts.ts';

/** The euro area and the other countries whose currency the site knows (ISO 3166-1 alpha-2). */
const EURO_AREA = [
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL',
  'PT', 'SI', 'SK', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]; // prettier-ignore
const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(EURO_AREA.map((country) => [country, 'EUR' as const])),
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  US: 'USD',
  PR: 'USD',
};

/** The currency of a country (its ISO code), when it is one the site knows. */
export function currencyOfCountry(country: string | undefined): Currency | undefined {
  return country ? COUNTRY_CURRENCY[country.toUpperCase()] : undefined;
}

/**
 * The currency of a locale's region ("en-GB" → GBP, "de" → its likely region's, EUR), when it names
 * one the site knows. A tag that names its region is read as it is: Intl's likely regions wake the
 * browser's ICU data, a long task on a phone (decision record 049).
 */
export function currencyOfLocale(locale: string): Currency | undefined {
  const named = regionOfLocaleTag(locale);
  if (named) return currencyOfCountry(named);
  try {
    return currencyOfCountry(new Intl.Locale(locale).maximize().region);
  } catch {
    return undefined;
  }
}

/**
 * The region a locale tag names ("en-GB" → "GB", "zh-Hant-TW" → "TW"), read from the tag itself
 * (BCP 47: language, up to three extended languages, a script, then the region); undefined when it
 * names none ("de").
 */
export function regionOfLocaleTag(tag: string): string | undefined {
  const [, ...subtags] = tag.split(/[-_]/);
  for (const subtag of subtags) {
    if (/^[a-z]{3}$/i.test(subtag) || /^[a-z]{4}$/i.test(subtag)) continue;
    return /^([a-z]{2}|\d{3})$/i.test(subtag) ? subtag.toUpperCase() : undefined;
  }
  return undefined;
}
