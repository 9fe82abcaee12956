// What an account deletion that stopped part-way left (issue 88: in the site's language, each
// part a message of its own, joined as the language joins a list).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountLeftovers } from '../../../api/account/account-errors.ts';
import { withValues } from 'design-system/slice-i18n';

/** "Your account was not fully deleted. Still there: 2 listings (3 photos), your profile and your account. Retry to finish." */
export function leftoversText(i18n: I18n, left: AccountLeftovers): string {
  const { listings, photos } = left;
  const parts: string[] = [];
  if (listings > 0 && photos > 0)
    parts.push(
      withValues(
        i18n,
        msg({
          message:
            '{listings, plural, one {# listing} other {# listings}} ({photos, plural, one {# photo} other {# photos}})',
        }),
        { listings, photos },
      ),
    );
  else if (listings > 0)
    parts.push(
      withValues(i18n, msg({ message: '{listings, plural, one {# listing} other {# listings}}' }), { listings }),
    );
  else if (photos > 0)
    parts.push(withValues(i18n, msg({ message: '{photos, plural, one {# photo} other {# photos}}' }), { photos }));
  if (left.profile) parts.push(i18n._(msg`your profile`));
  if (left.account) parts.push(i18n._(msg`your account`));
  // The site's English is British: no comma before the last "and" ("your profile and your account").
  const listLocale = i18n.locale.startsWith('en') ? 'en-GB' : i18n.locale;
  const list = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(parts);
  return i18n._(msg`Your account was not fully deleted. Still there: ${list}. Retry to finish.`);
}
