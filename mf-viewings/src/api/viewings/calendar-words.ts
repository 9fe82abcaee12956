// The words of a viewing's calendar file in the person's language (issue 88): the site's language
// when the file is made, from this slice's catalogue, each language a chunk loaded then (with the
// calendar library: nothing of it on the page before someone asks for a file).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { siteLocaleOf, type SiteLocale } from 'site-contract/locale';

const catalogues: Record<SiteLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  fr: () => import('../../locales/fr.po'),
  de: () => import('../../locales/de.po'),
  es: () => import('../../locales/es.po'),
};

/** This slice's words in the site's language `locale` (English for any the site does not speak). */
export async function calendarI18n(locale: string): Promise<I18n> {
  const site = siteLocaleOf(locale) ?? 'en';
  const { messages } = await catalogues[site]();
  return setupI18n({ locale: site, messages: { [site]: messages } });
}
