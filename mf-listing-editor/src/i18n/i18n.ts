// mf-listing-editor's words in the visitor's language (issue 88): its own Lingui instance and
// catalogue (src/locales/), as design-system's sliceI18n sets one up for each slice. Its pages are
// translated one by one (each translated route names its languages in contract.ts).
import { sliceI18n } from 'design-system/slice-i18n';
import { messages as english } from '../locales/en.po';

export const { i18n, withLocale, preloadCatalogue, InLocale } = sliceI18n(english, {
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  es: () => import('../locales/es.po'),
  'en-XA': () => import('../locales/en-XA.po'),
});
