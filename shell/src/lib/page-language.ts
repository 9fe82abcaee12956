// The language of the page's words, on <html lang> (issue 88): the site's language where the page's
// remote speaks it (its release's `locales`), else English, the language every remote speaks.
import { useEffect } from 'react';
import { useSiteLocale } from './use-site-locale.ts';

/** The `lang` of a page whose remote speaks `spoken`, in a site speaking `locale`. */
export const pageLanguage = (locale: string, spoken: readonly string[]): string =>
  spoken.includes(locale) ? locale : 'en';

/** Keeps <html lang> the language of the page shown, a page of a remote that speaks `spoken`. */
export function usePageLanguage(spoken: readonly string[]): void {
  const locale = useSiteLocale();
  useEffect(() => {
    document.documentElement.lang = pageLanguage(locale, spoken);
  }, [locale, spoken]);
}
