// mf-viewings's words in the visitor's language (issue 88): its own Lingui instance and catalogue
// (src/locales/), as design-system's sliceI18n sets one up for each slice.
import { sliceI18n } from 'design-system/slice-i18n';
import { writingLocale } from 'site-contract/locale';
import { messages as english } from '../locales/en.po';

export const { i18n, withLocale, preloadCatalogue, InLocale } = sliceI18n(english, {
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  es: () => import('../locales/es.po'),
  'en-XA': () => import('../locales/en-XA.po'),
});

/** The locale a page writes its dates and times in (site-contract's rule for every slice). */
export const pageDatesLocale: (locale: string) => string | undefined = writingLocale;
