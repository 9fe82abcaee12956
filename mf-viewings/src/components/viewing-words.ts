// Words more than one of this slice's pages say (issue 88): each page says them in the site's
// language with `t(descriptor)`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Weekday } from '../api/viewing-times/viewing-times.ts';
import type { ViewingStatus } from '../api/viewings/viewing.ts';

/** A time someone else took between the page's read and the write (SlotTakenError). */
export const SLOT_TAKEN = msg`This time was booked a moment ago. Please choose another.`;

/** A viewing's status as its badge says it. */
export const STATUS_LABELS: Record<ViewingStatus, MessageDescriptor> = {
  pending: msg`Requested`,
  proposed: msg`New time proposed`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
};

/** The days of the week, Monday first (1), as a form names them. */
export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};
