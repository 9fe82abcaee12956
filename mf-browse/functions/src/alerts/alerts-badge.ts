// The bell's count (issue 53): how many of a person's alerts are unread, kept in their badges
// document (`badges/{uid}`: `alerts`, and `alertsAt` when it changed) whenever one is written,
// read or deleted, so every open page of theirs shows it within a second or two through the
// page's one listener.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { LIVE_COUNT_TRIGGER, recountBadge } from '../../../../shared-firebase/server/badges.ts';

/** The most the bell counts (more reads as "50 or more"); the page's UNREAD_LIMIT. */
export const ALERTS_BADGE_LIMIT = 50;

/** Counts `uid`'s unread alerts again and writes the count into their badges. */
export function recountUnreadAlerts(uid: string): Promise<number> {
  const unread = getFirestore(adminApp()).collection(`users/${uid}/notifications`).where('read', '==', false);
  return recountBadge(uid, 'alerts', unread, { limit: ALERTS_BADGE_LIMIT, changedAt: 'alertsAt' });
}

const isUnread = (data: Record<string, unknown> | undefined) => data !== undefined && data.read === false;

export const alertsBadge = onDocumentWritten(
  { document: 'users/{uid}/notifications/{notificationId}', ...LIVE_COUNT_TRIGGER },
  async (event) => {
    // Only a change of what is unread changes the count.
    if (isUnread(event.data?.before.data()) === isUnread(event.data?.after.data())) return;
    await recountUnreadAlerts(event.params.uid);
  },
);
