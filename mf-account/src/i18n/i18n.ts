// mf-account's words in the visitor's language (issue 88): its own Lingui instance and catalogue,
// apart from every other slice's, so one team's release never holds another's words. English is
// in the page's code (the catalogue the spec's wording is the source of); another language's
// catalogue is its own chunk, loaded when the site speaks it.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { PageLocale } from 'site-contract/locale';
import { messages as english } from '../locales/en.po';

export const i18n = setupI18n({ locale: 'en', messages: { en: english } });

const catalogues: Record<Exclude<PageLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  es: () => import('../locales/es.po'),
  'en-XA': () => import('../locales/en-XA.po'),
};

/** Whether this slice has the words of `locale` at hand. */
export const hasCatalogue = (locale: PageLocale): boolean => locale in i18n.messages;

/** Loads the catalogue of `locale` if it is not yet loaded, then speaks it. */
export async function activate(locale: PageLocale): Promise<void> {
  if (!hasCatalogue(locale) && locale !== 'en') i18n.load(locale, (await catalogues[locale]()).messages);
  i18n.activate(locale);
}

/**
 * `descriptor` in `i18n`'s language with `values` given apart from its text (an ICU plural:
 * `msg({ message: '{n, plural, one {# view} other {# views}}' })`).
 */
export function withValues(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message });
}
