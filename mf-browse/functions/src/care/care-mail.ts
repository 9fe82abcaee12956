// The e-mail that asks an owner "Is it still available?" (issue 52; sent when the listing editor's
// care run asks it, care-notice.ts), with the link to the home's page, where one press renews it
// (the listing page is this slice's `listing` entry point).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STALE_ASK_DAYS } from '../../../../listing-domain/src/listing-care.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import { entries } from '../../../src/app/contract.ts';
import { mailI18n } from '../mail/mail-language.ts';

export interface CaredListing {
  id: string;
  name: string;
  type: 'rent' | 'sale';
}

/**
 * The subject and HTML of the question about `listing`, which leaves the lists at `unlistAt` unless
 * renewed, in `i18n`'s language (the owner's, issue 88).
 */
export function careMail(
  listing: CaredListing,
  unlistAt: Date,
  site = siteUrl(),
  i18n: I18n = mailI18n('en'),
): { subject: string; html: string } {
  const href = `${site}${listingEntryUrl(entries.listing, listing.type, listing.id)}`;
  const dates = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  const by = unlistAt.toLocaleDateString(dates, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const name = listing.name;
  const link = `<a href="${escapeHtml(href)}">${escapeHtml(name)}</a>`;
  const days = STALE_ASK_DAYS;
  // The home's name is a link inside the sentence: the sentence is the translator's, the link put
  // in its place (a private-use character marks it) after escaping the rest.
  const home = '\u{E000}';
  const [before = '', after = ''] = i18n
    ._(msg`You have not updated ${home} for ${days} days. Is it still available?`)
    .split(home);
  return {
    subject: i18n._(msg`${name}: Is it still available?`),
    html:
      `<p>${escapeHtml(before)}${link}${escapeHtml(after)}</p>` +
      `<p>${escapeHtml(i18n._(msg`Open it and press “Yes, it is still available” to keep it on the lists. Unless you do, it leaves the lists and search on ${by}.`))}</p>`,
  };
}
