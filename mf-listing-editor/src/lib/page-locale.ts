// The locale the editor's pages write numbers, days and places in (issue 88): site-contract's rule
// for every slice (the site's language, or on an English page undefined: the reader's own way).
import type { I18n } from '@lingui/core';
import { writingLocale } from 'site-contract/locale';

export const pageLocale = (i18n: I18n): string | undefined => writingLocale(i18n.locale);
