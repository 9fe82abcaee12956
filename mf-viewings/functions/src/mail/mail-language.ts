// The language of an e-mail (issue 88): the recipient's, as their profile keeps it (mf-account's
// published `users`), else English; and this codebase's words in it, every catalogue at hand.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { Firestore } from 'firebase-admin/firestore';
import { siteLocaleOf, type SiteLocale } from '../../../../site-contract/src/locale.ts';
import { messages as de } from '../locales/de.po';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { messages as fr } from '../locales/fr.po';

const CATALOGUES: Record<SiteLocale, Messages> = { en, fr, de, es };
const instances = new Map<SiteLocale, I18n>();

/** The words of this codebase's e-mails in `locale`. */
export function mailI18n(locale: SiteLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The language `uid` reads the site in: their profile's, else English (no profile, or none chosen). */
export async function recipientLocale(db: Firestore, uid: string): Promise<SiteLocale> {
  const profile = await db.doc(`users/${uid}`).get();
  return siteLocaleOf(profile.get('locale')) ?? 'en';
}

/** `descriptor` in `i18n`'s language with `values` given apart from its text (an ICU plural). */
export function withValues(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message });
}
