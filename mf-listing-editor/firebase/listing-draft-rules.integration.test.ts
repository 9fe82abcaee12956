// A listing's drafts (issue 52): only their owner reads and writes them, at most ten by their ids,
// checked as a listing is, never overwritten by a new one, and published with the listing's own
// batch; asked of the Cloud Firestore emulator evaluating the composed rules.
import {
  deleteDoc,
  doc,
  getDoc,
  limit,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { getAt, listAt } from 'shared-firebase/testing/rules-matrix';
import { listingRulesMatrix } from './listing-rules-matrix.ts';

const { allowed, denied, as, visitor, seed, cases, owner, other, OWNER, OTHER, listing, photo, noEmailAccount } =
  listingRulesMatrix('listing draft rules matrix');

const draft = (uid = OWNER) => listing(uid);
const draftAt = (database: Firestore, id: string) => doc(database, 'listingDrafts', id);
const saveNew = (database: Firestore, id: string, data: Record<string, unknown>) => setDoc(draftAt(database, id), data);
const ownDrafts = (database: Firestore, uid = OWNER, count = 10) =>
  listAt(database, 'listingDrafts', where('userRef', '==', uid), limit(count));

/** Publishing a draft as the app does: the listing, the publishing quota and the draft's deletion in one batch. */
function publishDraft(database: Firestore, draftId: string, data: Record<string, unknown>, id = 'from-draft') {
  const batch = writeBatch(database);
  batch.set(doc(database, 'listings', id), data);
  batch.set(doc(database, 'publishing', OWNER), { windowStart: serverTimestamp(), count: 1, lastListing: id });
  batch.delete(draftAt(database, draftId));
  return batch.commit();
}

describe('listing drafts (issue 52)', () => {
  beforeEach(async () => {
    await seed(`listingDrafts/${OWNER}_5`, { ...draft(), timestamp: new Date('2026-11-01T10:00:00Z') });
  });

  test('its owner saves a new draft under one of their ten ids, dated now', async () => {
    await allowed(saveNew(as(owner), `${OWNER}_0`, draft()));
    await allowed(saveNew(as(owner), `${OWNER}_9`, draft()));
    await denied(saveNew(as(owner), `${OWNER}_10`, draft()));
    await denied(saveNew(as(owner), 'any-id', draft()));
    await denied(saveNew(as(owner), `${OTHER}_0`, draft()));
    await denied(saveNew(as(owner), `${OWNER}_1`, { ...draft(), timestamp: new Date('2026-01-01') }));
  });

  test('nobody saves a draft for someone else, nor without an e-mail identity', async () => {
    await denied(saveNew(as(other), `${OWNER}_0`, draft()));
    await denied(saveNew(as(owner), `${OWNER}_0`, draft(OTHER)));
    await denied(saveNew(noEmailAccount(), `${OWNER}_0`, draft()));
    await denied(saveNew(visitor(), `${OWNER}_0`, draft()));
  });

  test("a draft is checked as a listing is: its fields, its photos (the owner's uploads), none of the server's", async () => {
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), name: 'Short' }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), imgUrls: [] }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), imgUrls: [photo(OTHER)] }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), searchKeys: ['rent'] }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), listed: true }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), status: 'available' }));
    await denied(saveNew(as(owner), `${OWNER}_0`, { ...draft(), secret: 'x' }));
  });

  test('its owner changes it, keeping when it was started; a new draft is never written over one', async () => {
    await allowed(updateDoc(draftAt(as(owner), `${OWNER}_5`), { name: 'A better name for it' }));
    await denied(updateDoc(draftAt(as(owner), `${OWNER}_5`), { timestamp: serverTimestamp() }));
    // Two tabs took the same free id: the second's new draft is refused, not an overwrite.
    await denied(saveNew(as(owner), `${OWNER}_5`, draft()));
    await denied(updateDoc(draftAt(as(owner), `${OWNER}_5`), { name: 'x' }));
    await denied(updateDoc(draftAt(as(other), `${OWNER}_5`), { name: 'Somebody else name' }));
  });

  test('only its owner reads it or lists their drafts, ten at most', async () => {
    await allowed(getDoc(draftAt(as(owner), `${OWNER}_5`)));
    await allowed(getDoc(draftAt(as(owner), `${OWNER}_3`))); // none there: the page says so
    await denied(getDoc(draftAt(as(other), `${OWNER}_5`)));
    await denied(getDoc(draftAt(visitor(), `${OWNER}_5`)));
    // Another person's slots answer alike, used or empty (issue 85: no telling which are in use).
    await denied(getDoc(draftAt(as(other), `${OWNER}_3`)));
    await denied(getDoc(draftAt(as(other), 'any-id')));
    await allowed(ownDrafts(as(owner)));
    await denied(ownDrafts(as(owner), OWNER, 11));
    await denied(ownDrafts(as(other)));
    await denied(listAt(as(owner), 'listingDrafts', limit(10)));
  });

  test('only its owner deletes it', async () => {
    await denied(deleteDoc(draftAt(as(other), `${OWNER}_5`)));
    await allowed(deleteDoc(draftAt(as(owner), `${OWNER}_5`)));
  });

  test("publishing creates the listing and deletes the draft in one batch, under the listing's rules", async () => {
    await denied(publishDraft(as(owner), `${OWNER}_5`, { ...draft(), name: 'Short' }));
    await allowed(getDoc(draftAt(as(owner), `${OWNER}_5`)).then((d) => expect(d.exists()).toBe(true)));
    await allowed(publishDraft(as(owner), `${OWNER}_5`, draft()));
    const [published, gone] = await Promise.all([
      getAt(as(owner), 'listings/from-draft'),
      getDoc(draftAt(as(owner), `${OWNER}_5`)),
    ]);
    expect([published.exists(), gone.exists()]).toEqual([true, false]);
  });

  test('covers at least 30 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(30);
  });
});
