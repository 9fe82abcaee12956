// The e-mail that asks an owner "Is it still available?" (issue 52; sent when the listing editor's
// care run asks it, care-notice.ts), with the link to the home's page, where one press renews it
// (the listing page is this slice's `listing` entry point).
import { STILL_AVAILABLE_QUESTION, STALE_ASK_DAYS } from '../../../../listing-domain/src/listing-care.ts';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { listingEntryUrl } from '../../../../site-contract/src/entry-points.ts';
import { entries } from '../../../src/app/contract.ts';

export interface CaredListing {
  id: string;
  name: string;
  type: 'rent' | 'sale';
}

/** The subject and HTML of the question about `listing`, which leaves the lists at `unlistAt` unless renewed. */
export function careMail(listing: CaredListing, unlistAt: Date, site = siteUrl()): { subject: string; html: string } {
  const href = `${site}${listingEntryUrl(entries.listing, listing.type, listing.id)}`;
  const by = unlistAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    subject: `${listing.name}: ${STILL_AVAILABLE_QUESTION}`,
    html:
      `<p>You have not updated <a href="${escapeHtml(href)}">${escapeHtml(listing.name)}</a> for ${STALE_ASK_DAYS} days. ${STILL_AVAILABLE_QUESTION}</p>` +
      `<p>Open it and press “Yes, it is still available” to keep it on the lists. Unless you do, it leaves the lists and search on ${escapeHtml(by)}.</p>`,
  };
}
