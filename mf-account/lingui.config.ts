// mf-account's message catalogue (issue 88): extracted from its source by `pnpm --filter
// mf-account i18n:extract` into src/locales/<locale>.po, compiled at build (@lingui/vite-plugin),
// loaded per locale on demand (src/i18n/). English is the source, the spec's wording verbatim;
// en-XA is the pseudo-locale (accented and lengthened), made from English at compile time.
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { PSEUDO_LOCALE, SITE_LOCALES } from 'site-contract/locale';

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: [...SITE_LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  // Where each message is used, by file (line numbers would change the catalogues at every edit).
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
};

export default config;
