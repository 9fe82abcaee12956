import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, onPageLocale, pageLocale, type PageLocale } from 'site-contract/locale';

const onServer = (): PageLocale => DEFAULT_LOCALE;

/** The site's language in this page (site-contract/locale), followed as it changes. */
export function useSiteLocale(): PageLocale {
  return useSyncExternalStore(onPageLocale, pageLocale, onServer);
}
