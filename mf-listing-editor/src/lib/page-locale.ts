// The locale the editor's pages write numbers, days and places in (issue 88): the site's language,
// or, on an English page, undefined (the reader's own way, as before the site spoke others).
import type { I18n } from '@lingui/core';

export const pageLocale = (i18n: I18n): string | undefined => (i18n.locale === 'en' ? undefined : i18n.locale);
