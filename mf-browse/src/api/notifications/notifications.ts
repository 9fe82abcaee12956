// A person's notifications (issue 37): users/{uid}/notifications, written by the server when a
// listing newly matches one of their saved searches; they read them a page at a time, newest
// first, and mark them read.
import { isValidDocumentId } from 'listing-domain';
import { batchGetDocuments } from '../firestore-batch-get.ts';
import { loadFirestore, signedInUid, type QueryDocumentSnapshot } from 'shared-firebase';

export const NOTIFICATIONS_PAGE = 20;
/** The most the bell counts (the server's ALERTS_BADGE_LIMIT): more reads as "50 or more". */
export const UNREAD_LIMIT = 50;

export type NotificationKind = 'new-match' | 'now-matches' | 'price-cut' | 'listing-care';

export interface Notification {
  id: string;
  listingId: string;
  listingName: string;
  listingType: 'rent' | 'sale';
  searchName: string;
  /**
   * What it tells: a new match of a saved search (`rematch`: an edited home that now matches), a
   * price cut, a home's care question; undefined for one of another kind (its `reason` is said).
   */
  kind?: NotificationKind | undefined;
  /** Why, in English, as the server wrote it: said when its kind is not known here. */
  reason: string;
  createdAt: Date | null;
  read: boolean;
  /** The home was deleted since (its page would say "Listing not found"). */
  listingGone: boolean;
}

function kindOf(d: Record<string, unknown>): NotificationKind | undefined {
  if (d.kind === 'new-match' && typeof d.rematch === 'boolean') return d.rematch ? 'now-matches' : 'new-match';
  if (d.kind === 'price-cut' || d.kind === 'listing-care') return d.kind;
  return undefined;
}

function parseNotification(id: string, d: Record<string, unknown>): Notification {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const createdAt = d.createdAt as { toDate?: () => Date } | undefined;
  return {
    id,
    listingId: text(d.listingId),
    listingName: text(d.listingName),
    listingType: d.listingType === 'sale' ? 'sale' : 'rent',
    searchName: text(d.searchName),
    kind: kindOf(d),
    reason: text(d.reason),
    createdAt: typeof createdAt?.toDate === 'function' ? createdAt.toDate() : null,
    read: d.read === true,
    listingGone: false,
  };
}

export interface NotificationsPage {
  notifications: Notification[];
  next: QueryDocumentSnapshot | undefined;
}

/** A page of the signed-in person's notifications, newest first. */
export async function readNotificationsPage(after?: QueryDocumentSnapshot): Promise<NotificationsPage> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(sdk.db, 'users', uid, 'notifications'),
      sdk.orderBy('createdAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(NOTIFICATIONS_PAGE + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, NOTIFICATIONS_PAGE);
  const notifications = docs.map((d) => parseNotification(d.id, d.data()));
  // Which of their homes are gone (deleted since): one read of the page's listings, their type only.
  const ids = [...new Set(notifications.map((n) => n.listingId).filter(isValidDocumentId))];
  const listings = await batchGetDocuments('listings', ids, ['type']);
  const gone = new Set(ids.filter((_, index) => listings[index] === undefined));
  return {
    notifications: notifications.map((n) => ({ ...n, listingGone: gone.has(n.listingId) })),
    next: snapshot.docs.length > NOTIFICATIONS_PAGE ? docs.at(-1) : undefined,
  };
}

/** Marks a notification read (the server counts the bell again: functions/src/alerts). */
export async function markNotificationRead(id: string): Promise<void> {
  const uid = await signedInUid();
  const sdk = await loadFirestore();
  await sdk.updateDoc(sdk.doc(sdk.db, 'users', uid, 'notifications', id), { read: true });
}
