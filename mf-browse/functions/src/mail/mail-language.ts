// The words of this codebase's e-mails in the recipient's language (issue 88), every catalogue at
// hand; whose language it is, the platform says (shared-firebase/server/mail-language.ts).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { perLocale } from '../../../../shared-firebase/server/mail-language.ts';
import type { SiteLocale } from '../../../../site-contract/src/locale.ts';
import { messages as de } from '../locales/de.po';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { messages as fr } from '../locales/fr.po';

export { recipientLocale } from '../../../../shared-firebase/server/mail-language.ts';

const CATALOGUES: Record<SiteLocale, Messages> = { en, fr, de, es };

/** The words of this codebase's e-mails in `locale`. */
export const mailI18n = perLocale((locale): I18n => setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } }));
