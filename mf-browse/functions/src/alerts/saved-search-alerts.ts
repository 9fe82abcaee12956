// Alerts for saved searches (issue 37): when a listing is published, or changed so that it newly
// matches (its price falls under a search's limit, say), the people whose saved searches find it
// get a notification. Only the saved searches that can match are read: those whose key is one of
// the listing's searchKeys (an indexed `in` query, 30 keys at a time), with alerts on, a price cap
// at or above the listing's price and a bedrooms minimum at or below its bedrooms; their other
// ranges are then checked here. One notification per search and listing, ever: its id is both, written
// in a transaction that also counts the search's new matches, so a replayed or retried event adds
// nothing.
import { FieldValue, getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { LIVE_COUNT_TRIGGER } from '../../../../shared-firebase/server/badges.ts';
import { parseSavedSearch, type SavedSearch } from '../../../../listing-domain/src/saved-search-schema.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { mailAlerts, type MailedAlert } from './alert-mail.ts';
import { notePriceCut } from './price-cuts.ts';
import { tellCareQuestion } from '../care/care-notice.ts';
import { MATCHED_FIELDS, keyGroups, matchesSearch } from './saved-search-match.ts';

type Fields = Record<string, unknown>;

/** Whether the fields a search compares changed between the two versions. */
function matchedFieldsChanged(before: Fields | undefined, after: Fields): boolean {
  return MATCHED_FIELDS.some(
    (field) => JSON.stringify(before?.[field]) !== JSON.stringify(after[field]) && !repricedOnly(field, before, after),
  );
}

/**
 * A listing priced in euros again with a new day's exchange rates (issue 53): its price did not
 * change, and nobody is told of it (the daily repricing would otherwise alert on rate moves).
 */
function repricedOnly(field: string, before: Fields | undefined, after: Fields): boolean {
  return (
    field === 'priceEur' &&
    typeof before?.priceEur === 'number' &&
    before.priceToPay === after.priceToPay &&
    before.currency === after.currency
  );
}

export interface AlertRun {
  /** Saved searches read (the indexed queries' answers). */
  searchesRead: number;
  notificationsWritten: number;
  /** Saved searches skipped: a document that is not a saved search (issue 47), or one whose alert failed. */
  searchesSkipped: number;
  /** E-mails put in the outbox (`mail/`, the Trigger Email extension's). */
  mailsWritten: number;
}

/** Notifies the owners of the saved searches `after` newly matches; what it read and wrote. */
export async function alertSavedSearches(
  db: Firestore,
  listingId: string,
  before: Fields | undefined,
  after: Fields,
): Promise<AlertRun> {
  const run: AlertRun = { searchesRead: 0, notificationsWritten: 0, searchesSkipped: 0, mailsWritten: 0 };
  if (!Array.isArray(after.searchKeys) || !matchedFieldsChanged(before, after)) return run;
  const keys = after.searchKeys.filter((k): k is string => typeof k === 'string');
  // The alerts of searches whose owner wants them by e-mail, by owner: one e-mail each, below.
  const mailed = new Map<string, MailedAlert[]>();
  for (const group of keyGroups(keys)) {
    // The price cap and the bedrooms are the ranges that leave most searches out: asked of the
    // index too, so the reads follow the searches that match (the other ranges are checked here).
    let query = db.collection('savedSearches').where('key', 'in', group).where('alerts', '==', true);
    if (typeof after.priceEur === 'number') query = query.where('ranges.priceEur.max', '>=', after.priceEur);
    if (typeof after.bedrooms === 'number') query = query.where('ranges.bedrooms.min', '<=', after.bedrooms);
    const found = await query.get();
    run.searchesRead += found.size;
    for (const doc of found.docs) {
      // Parse, don't trust (issue 47): a client wrote it. One that is not a saved search costs its
      // owner their alerts, and nobody else anything.
      const parsed = parseSavedSearch(doc.data());
      if ('problem' in parsed) {
        run.searchesSkipped += 1;
        logger.warn('saved search skipped: not a saved search', { searchId: doc.id, problem: parsed.problem });
        continue;
      }
      const { search } = parsed;
      // Its own listing tells no one; a search it matched already (before this change) is told once.
      if (search.owner === after.userRef || !matchesSearch(after, search) || matchesSearch(before, search)) continue;
      try {
        if (!(await notify(db, doc.ref, search, listingId, before, after))) continue;
      } catch (error) {
        run.searchesSkipped += 1;
        logger.error('saved search alert failed', { searchId: doc.id, listingId, error: String(error) });
        continue;
      }
      run.notificationsWritten += 1;
      if (search.email === true)
        mailed.set(search.owner, [
          ...(mailed.get(search.owner) ?? []),
          {
            listingId,
            listingName: typeof after.name === 'string' ? after.name : 'A home',
            listingType: after.type === 'sale' ? 'sale' : 'rent',
            searchName: search.name,
          },
        ]);
    }
  }
  for (const [owner, alerts] of mailed) {
    try {
      if (await mailAlerts(db, owner, alerts)) run.mailsWritten += 1;
    } catch (error) {
      logger.error('alert e-mail failed', { owner, error: String(error) });
    }
  }
  return run;
}

/** Writes the notification of `search` about the listing, once ever; false when it was written before. */
async function notify(
  db: Firestore,
  searchRef: DocumentReference,
  search: SavedSearch,
  listingId: string,
  before: Fields | undefined,
  after: Fields,
): Promise<boolean> {
  const notification = db.doc(`users/${search.owner}/notifications/${searchRef.id}_${listingId}`);
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(notification)).exists) return false;
    transaction.create(notification, {
      kind: 'new-match',
      listingId,
      listingName: typeof after.name === 'string' ? after.name : 'A home',
      listingType: after.type === 'sale' ? 'sale' : 'rent',
      searchId: searchRef.id,
      searchName: search.name,
      // Said on the Alerts page in the reader's language, from `rematch` (the reason is the English words).
      rematch: Array.isArray(before?.searchKeys),
      reason: Array.isArray(before?.searchKeys) ? 'Now matches your search' : 'New home for your search',
      createdAt: FieldValue.serverTimestamp(),
      read: false,
    });
    transaction.update(searchRef, { newMatches: FieldValue.increment(1) });
    return true;
  });
}

/**
 * On every write of a listing: the saved searches it newly matches, a fall of its price, and the
 * care's question to its owner (asked by the listing editor).
 */
export const listingAlerts = onDocumentWritten(
  { document: 'listings/{listingId}', ...LIVE_COUNT_TRIGGER },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const before = event.data?.before?.exists ? event.data.before.data() : undefined;
    const db = getFirestore(adminApp());
    const { listingId } = event.params;
    const run = await alertSavedSearches(db, listingId, before, after.data() ?? {});
    const cut = await notePriceCut(db, listingId, before, after.data() ?? {});
    const careAsked = await tellCareQuestion(db, listingId, before, after.data() ?? {});
    if (run.notificationsWritten > 0 || cut.noted || careAsked)
      logger.info('listing alerts', { listingId, ...run, ...cut, careAsked });
  },
);
