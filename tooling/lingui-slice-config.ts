// The Lingui configuration every slice with a catalogue of its own shares (issue 88, decision
// record 064): English the source (the spec's wording verbatim), the site's languages and the
// pseudo-locale (accented and lengthened English, made from English at compile time), its
// catalogue in src/locales/<locale>.po, extracted from its src/ (tests aside) by its
// `i18n:extract` script and compiled at build (tooling/lingui-macros.ts).
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { PSEUDO_LOCALE, SITE_LOCALES } from '../site-contract/src/locale.ts';

export function sliceLinguiConfig(): LinguiConfig {
  return {
    sourceLocale: 'en',
    locales: [...SITE_LOCALES, PSEUDO_LOCALE],
    pseudoLocale: PSEUDO_LOCALE,
    fallbackLocales: { default: 'en' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
    // Where each message is used, by file (line numbers would change the catalogues at every edit).
    format: formatter({ lineNumbers: false }),
    orderBy: 'origin',
  };
}
