// The plural category of a count in the page's language, for a message that chooses its words
// with `select` on it (issue 88): "1 home", "12 homes", "1 logement", "0 logement".
import type { I18n } from '@lingui/core';

const rules = new Map<string, Intl.PluralRules>();

/**
 * "one", "few", "many" or "other" for `count` as the page's language says it. English's (and its
 * pseudo-locale's) is written here, so a count in English asks nothing of Intl (its first object
 * is a long task while a page takes over, decision record 049); another language asks Intl's rules.
 */
export function pluralForm(i18n: I18n, count: number): Intl.LDMLPluralRule {
  if (i18n.locale === 'en' || i18n.locale === 'en-XA') return count === 1 ? 'one' : 'other';
  let rule = rules.get(i18n.locale);
  if (!rule) {
    rule = new Intl.PluralRules(i18n.locale);
    rules.set(i18n.locale, rule);
  }
  return rule.select(count);
}
