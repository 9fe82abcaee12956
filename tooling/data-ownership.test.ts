// One owner per collection and Storage folder (issue 87): each slice declares the data it owns in
// its contract (the platform in firebase/platform/data.json); its rules fragment matches only that,
// its code (pages and server) writes only that, and what it reads of another's is what the other
// publishes. The code is read by tooling/firestore-paths.ts; a write it cannot place is placed by
// hand below, so that a new one fails here until someone says what it writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { covers, owners, repoRoot, rulesCollections, usesByFile, writesStorage, type Owner } from './data-ownership.ts';

const all = await owners();
const files = usesByFile(all);

/** The owners whose declared collections cover `collection`. */
const ownersOf = (collection: string) =>
  all.filter((owner) => owner.data.firestore.some((pattern) => covers(pattern, collection)));

/**
 * Writes the reading cannot place (through a query's documents or a function's parameter), with
 * what each file writes that way, said by hand. A file that gains such a write, or loses all of
 * them, fails the test until this list says so.
 */
const PLACED_BY_HAND: Record<string, string[]> = {
  // The saved search's own reference (`searchRef`): its count of new matches.
  'mf-browse/functions/src/alerts/saved-search-alerts.ts': ['savedSearches'],
  // The listing read by the care run (`listing.ref`): its care fields, its being taken off.
  'mf-listing-editor/functions/src/care/listing-care-run.ts': ['listings'],
  // The insights' once-per-person markers, by the path the caller makes (`listingStatMarkers/…`).
  'mf-listing-editor/functions/src/insights/counted-once.ts': ['listingStatMarkers'],
  // The listing written (`event.data.after.ref`): its derived search fields.
  'mf-listing-editor/functions/src/listings/listing-trigger.ts': ['listings'],
  // The listing whose photo was checked (`listingRef`): the photo taken off.
  'mf-listing-editor/functions/src/photos/photo-check-trigger.ts': ['listings'],
  // The stored rates' table (`storedRatesPath`, `exchangeRates/…`).
  'mf-listing-editor/functions/src/prices/refresh-exchange-rates.ts': ['exchangeRates'],
  // The listing being published or edited (`listingRef`).
  'mf-listing-editor/src/api/listings/listing-writes.ts': ['listings'],
  // The owner verbs' listing reference (`reference`, made by `listingStoreOf`).
  'listing-domain/src/listing-owner-verbs.ts': ['listings'],
  // The viewing times' document (`snapshot.ref`): the zone of the home.
  'mf-viewings/functions/src/times/time-zone.ts': ['viewingTimes'],
  // The new viewing (`snapshot.ref`): declined by the server.
  'mf-viewings/functions/src/viewings/viewing-changes.ts': ['viewings'],
};

/**
 * Today's writes of another owner's data, each to move to its owner (an event the owner handles,
 * or an entry point it serves). The list only shrinks: a new one fails the test.
 */
const KNOWN_CROSS_WRITES: string[] = [];

/** Today's reads of another owner's data it does not publish. The list only shrinks. */
const KNOWN_CROSS_READS: string[] = [];

/** Who owns what `owner`'s file touches, or what is wrong with it. */
function judge(owner: Owner, file: string, collection: string, kind: 'writes' | 'reads') {
  const found = ownersOf(collection);
  if (found.length === 0) return `${file} ${kind} ${collection}, which nobody owns`;
  if (found.some((o) => o.name === owner.name)) return undefined;
  if (kind === 'reads') {
    const published = found.some((o) => o.data.published.some((pattern) => covers(pattern, collection)));
    return published
      ? undefined
      : `${file} reads ${collection}, which ${found.map((o) => o.name).join(', ')} does not publish`;
  }
  return `${file} writes ${collection} (${found.map((o) => o.name).join(', ')}'s)`;
}

describe('one owner per collection and Storage folder (issue 87)', () => {
  test('every collection and folder is declared by one owner; each publishes only its own', () => {
    const declared = all.flatMap((owner) => owner.data.firestore.map((pattern) => `${pattern} ${owner.name}`));
    const patterns = all.flatMap((owner) => owner.data.firestore);
    expect(
      patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i),
      declared.join('\n'),
    ).toEqual([]);
    const folders = all.flatMap((owner) => owner.data.storage);
    expect(folders.filter((folder, i) => folders.indexOf(folder) !== i)).toEqual([]);
    for (const owner of all)
      for (const pattern of owner.data.published) expect(owner.data.firestore).toContain(pattern);
  });

  test('every collection the code and the rules name has an owner', () => {
    const named = [
      ...files.flatMap(({ file, uses }) =>
        uses.map((use) => ({ where: `${file}:${use.line}`, collection: use.collection })),
      ),
      ...all.flatMap((owner) =>
        rulesCollections(readFileSync(path.join(repoRoot, owner.rules), 'utf8')).map((collection) => ({
          where: owner.rules,
          collection,
        })),
      ),
    ];
    expect(named.filter(({ collection }) => ownersOf(collection).length === 0)).toEqual([]);
  });

  test("a slice's rules fragment matches only its own collections", () => {
    const strays = all.flatMap((owner) =>
      rulesCollections(readFileSync(path.join(repoRoot, owner.rules), 'utf8'))
        .filter((collection) => !ownersOf(collection).some((o) => o.name === owner.name))
        .map(
          (collection) =>
            `${owner.rules} matches ${collection} (${ownersOf(collection)
              .map((o) => o.name)
              .join(', ')}'s)`,
        ),
    );
    expect(strays).toEqual([]);
  });

  test('writes the reading cannot place are placed by hand', () => {
    const unplaced = files.filter(({ unattributedWrites }) => unattributedWrites.length > 0).map(({ file }) => file);
    expect(unplaced.sort()).toEqual(Object.keys(PLACED_BY_HAND).sort());
  });

  test("a slice's code writes only its own data", () => {
    const crossWrites = files.flatMap(({ owner, file, uses }) => [
      ...uses.filter((use) => use.write).map((use) => judge(owner, file, use.collection, 'writes')),
      ...(PLACED_BY_HAND[file] ?? []).map((collection) => judge(owner, file, collection, 'writes')),
    ]);
    expect([...new Set(crossWrites.filter(Boolean))]).toEqual(KNOWN_CROSS_WRITES);
  });

  test("a slice reads or listens to another's data only where the other publishes it", () => {
    const crossReads = files.flatMap(({ owner, file, uses }) =>
      uses.filter((use) => !use.write).map((use) => judge(owner, file, use.collection, 'reads')),
    );
    expect([...new Set(crossReads.filter(Boolean))]).toEqual(KNOWN_CROSS_READS);
  });

  test('only an owner of Storage folders writes to Storage', () => {
    const writers = files.filter(({ text }) => writesStorage(text));
    expect(writers.length).toBeGreaterThan(0);
    expect(
      writers
        .filter(({ owner }) => owner.data.storage.length === 0)
        .map(({ file, owner }) => `${file} (${owner.name})`),
    ).toEqual([]);
  });
});
