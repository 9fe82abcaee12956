// A listing's town, region and country (issue 51), kept by the browsing slice's trigger:
// - found from its coordinates and its address with the gazetteer whenever either changes, and
//   published to the listing editor, whose listings they are (issue 87), as
//   `listingPlacements/{listingId}`: the place and the version of the listing it is for. The
//   editor's trigger puts it on that version of the listing (`place`; no client may write it: the
//   rules refuse it) and adds the places' tokens to its search keys
//   (listing-domain/src/search-fields.ts);
// - in the gazetteer index the site searches and suggests from: gazetteerPlaces/{id} (a place and
//   how many listings are in it) and gazetteerNames/{name} (the places of each name people use:
//   "edinburgh", "scotland", "uk", "royaume-uni"), counted as listings move in and out, in one
//   transaction per listing, so two listings written at once both count.
import { FieldValue, getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import {
  GAZETTEER_NAMES,
  GAZETTEER_PLACES,
  placeIdsOf,
  readListingPlace,
  type GazetteerEntry,
  type ListingPlace,
} from '../../../../listing-domain/src/gazetteer-place.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { gazetteer, type Gazetteer } from './gazetteer.ts';
import { placeUpdate } from './listing-place.ts';

/** One place a listing moved into (+1) or out of (-1), with its names and its index entry. */
export interface GazetteerChange {
  id: string;
  delta: 1 | -1;
  names: string[];
  entry: Omit<GazetteerEntry, 'listings'>;
}

/** What a listing's move from one stored place to another changes in the index. */
export function gazetteerChanges(
  before: ListingPlace | null,
  after: ListingPlace | null,
  places: Pick<Gazetteer, 'entriesOf'>,
): GazetteerChange[] {
  const was = new Set(before ? placeIdsOf(before) : []);
  const is = new Set(after ? placeIdsOf(after) : []);
  const changes: GazetteerChange[] = [];
  if (before) for (const item of places.entriesOf(before)) if (!is.has(item.id)) changes.push({ ...item, delta: -1 });
  if (after) for (const item of places.entriesOf(after)) if (!was.has(item.id)) changes.push({ ...item, delta: 1 });
  return changes;
}

/** Applies the changes in one transaction: each place's count, and its entry under each of its names. */
export async function applyGazetteerChanges(changes: GazetteerChange[]): Promise<void> {
  if (changes.length === 0) return;
  const db = getFirestore(adminApp());
  const refs = changes.map((change) => db.collection(GAZETTEER_PLACES).doc(change.id));
  await db.runTransaction(async (transaction) => {
    const stored = await transaction.getAll(...refs);
    changes.forEach((change, index) => {
      const before: unknown = stored[index]?.get('listings');
      const listings = (typeof before === 'number' ? before : 0) + change.delta;
      const entry: GazetteerEntry = { ...change.entry, listings };
      if (listings > 0) transaction.set(refs[index]!, entry);
      else transaction.delete(refs[index]!);
      for (const name of change.names)
        transaction.set(
          db.collection(GAZETTEER_NAMES).doc(name),
          { key: name, places: { [change.id]: listings > 0 ? entry : FieldValue.delete() } },
          { merge: true },
        );
    });
  });
}

/** Where this slice publishes the place it found for a listing (the editor puts it on the listing). */
export const LISTING_PLACEMENTS = 'listingPlacements';

/**
 * Publishes the place found for the listing `listingId` at its version `updateTime` (null: it is in
 * no place the gazetteer knows), or, for a listing gone, takes its placement away.
 */
export async function publishPlacement(
  db: Firestore,
  listingId: string,
  found: { place: ListingPlace | null; updateTime: Timestamp } | null,
): Promise<void> {
  const placement = db.collection(LISTING_PLACEMENTS).doc(listingId);
  if (!found) await placement.delete();
  else
    await placement.set({ place: found.place, listingUpdateTime: found.updateTime, at: FieldValue.serverTimestamp() });
}

/**
 * Keeps one listing's place and the index right after a write: a listing whose place is stale is
 * given its place (published for the editor to put on the version read: a newer edit has its own
 * event), and the index follows what the listing stores from one version to the next, so the
 * counts move once per move (the events' moves add up to the listing's whole history) whatever the
 * order of events.
 */
export async function keepGazetteerPlace(
  listingId: string,
  before: Record<string, unknown> | undefined,
  after: { data: Record<string, unknown>; updateTime: Timestamp } | undefined,
): Promise<{ placed: boolean; indexed: number }> {
  const db = getFirestore(adminApp());
  let placed = false;
  if (after) {
    const { place, changed } = placeUpdate(after.data, gazetteer());
    if (changed) {
      await publishPlacement(db, listingId, { place: place ?? null, updateTime: after.updateTime });
      placed = true;
    }
  } else if (before) {
    await publishPlacement(db, listingId, null);
  }
  const changes = gazetteerChanges(
    readListingPlace(before?.place),
    after ? readListingPlace(after.data.place) : null,
    gazetteer(),
  );
  await applyGazetteerChanges(changes);
  return { placed, indexed: changes.length };
}
