// What the profile says of a home in the site's language (issue 88): its status's name, and why a
// change of status was refused. listing-domain's own labels are English; the profile's are here,
// in this slice's catalogue.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STATUS_CHANGE_GAP_SECONDS, statusChangeableAt, type ListingStatus } from 'listing-domain';

export const STATUS_NAMES: Record<ListingStatus, MessageDescriptor> = {
  available: msg`Available`,
  'under-offer': msg`Under offer`,
  'let-agreed': msg`Let agreed`,
  sold: msg`Sold`,
};

/** Why a status change was refused, and when the next is possible (a status changes at most every few seconds). */
export function statusRefused(i18n: I18n, changedAt: Date | null | undefined, now = new Date()): string {
  const next = statusChangeableAt(changedAt);
  const seconds = STATUS_CHANGE_GAP_SECONDS;
  if (!next || next <= now) return i18n._(msg`Could not change the status. Wait a few seconds and try again.`);
  const time = i18n.date(next, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return i18n._(
    msg`Could not change the status: a home's status changes at most once in ${seconds} seconds. You can change it again at ${time}.`,
  );
}
