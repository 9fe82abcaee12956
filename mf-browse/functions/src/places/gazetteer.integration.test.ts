// A listing's town, region and country, kept by the browsing slice's trigger in the Functions
// emulator (issue 51): a new listing gets its place within seconds and the editor's trigger adds
// its places' tokens to its search keys; the index counts it in, a move and a delete count it out.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { storedListing } from './listing.fixture.ts';

const db = adminFirestore();
const id = `gazetteer-${Date.now().toString(36)}`;
// Reykjavík and Akureyri: towns no other test places a home in, so the counts are this test's.
const REYKJAVIK = { lat: 64.1466, lng: -21.9426 };
const AKUREYRI = { lat: 65.6835, lng: -18.1105 };

const listing = (location: string, geolocation: { lat: number; lng: number }) =>
  storedListing(location, { geolocation, userRef: 'gazetteer-owner' });

interface StoredListing {
  place?: { town?: { name: string }; country?: { code: string } };
  searchKeys?: string[];
}
interface StoredName {
  places: Record<string, Record<string, unknown>>;
}
const stored = async (listingId = id) =>
  (await db.doc(`listings/${listingId}`).get()).data() as StoredListing | undefined;
const indexed = async (placeId: string) => (await db.doc(`gazetteerPlaces/${placeId}`).get()).data();
const named = async (name: string) => (await db.doc(`gazetteerNames/${name}`).get()).data() as StoredName | undefined;

describe('the place of a listing, derived by the server', () => {
  test('a new listing gets its town, region and country, and is found by each', async () => {
    await db.doc(`listings/${id}`).set(listing('4 Laugavegur, Reykjavik', REYKJAVIK));
    const data = await eventually(
      stored,
      (d) => Array.isArray(d?.searchKeys) && d.searchKeys.some((k: string) => k.includes('@t-')),
    );
    expect(data?.place).toEqual({
      town: { id: 3413829, name: 'Reykjavík' },
      region: { code: '1', name: 'Capital Region' },
      country: { code: 'IS', name: 'Iceland' },
    });
    expect(data?.searchKeys).toEqual(
      expect.arrayContaining(['t:*|-|-|-|w:@t-3413829', 't:rent|-|-|-|w:@c-is', 't:*|-|-|-|w:@r-is-1']),
    );

    const town = await eventually(
      () => indexed('t-3413829'),
      (p) => p?.listings === 1,
    );
    expect(town).toEqual(
      expect.objectContaining({ kind: 'town', name: 'Reykjavík', country: 'IS', within: ['r-is-1', 'c-is'] }),
    );
    expect((await named('reykjavik'))?.places['t-3413829']).toEqual(expect.objectContaining({ listings: 1 }));
    expect((await named('iceland'))?.places['c-is']).toEqual(expect.objectContaining({ kind: 'country', listings: 1 }));
    expect((await named('islande'))?.places['c-is']).toEqual(expect.objectContaining({ listings: 1 }));
  });

  test('a move counts it out of the old town and into the new one; a delete counts it out', async () => {
    await db.doc(`listings/${id}`).update({ location: '9 Hafnarstraeti, Akureyri', geolocation: AKUREYRI });
    await eventually(stored, (d) => d?.place?.town?.name === 'Akureyri');
    await eventually(
      () => indexed('t-3413829'),
      (p) => p === undefined,
    );
    expect(await indexed('t-2633274')).toEqual(expect.objectContaining({ listings: 1 }));
    expect((await named('reykjavik'))?.places?.['t-3413829']).toBeUndefined();

    await db.doc(`listings/${id}`).delete();
    await eventually(
      () => indexed('t-2633274'),
      (p) => p === undefined,
    );
  });

  test('a client cannot forge it: a place written by hand is put right', async () => {
    await db.doc(`listings/${id}-forged`).set({
      ...listing('1 Main Street, Reykjavik', REYKJAVIK),
      place: { country: { code: 'FR', name: 'France' } },
    });
    const data = await eventually(
      () => stored(`${id}-forged`),
      (d) => d?.place?.country?.code === 'IS',
    );
    expect(data?.place?.town?.name).toBe('Reykjavík');
    await db.doc(`listings/${id}-forged`).delete();
  });

  test('the migration places what the trigger has not and is idempotent: a second run changes nothing', async () => {
    const script = path.resolve(import.meta.dirname, '../../../../scripts/migrate-listing-places.mjs');
    const run = () => execFileSync(process.execPath, [script, '--local'], { encoding: 'utf8', timeout: 120_000 });
    await db.doc(`listings/${id}-migrated`).set(listing('7 Skolavordustigur, Reykjavik', REYKJAVIK));
    expect(run()).toMatch(/^\d+ listings: \d+ placed, \d+ already up to date/);
    expect((await stored(`${id}-migrated`))?.place?.town?.name).toBe('Reykjavík');
    expect(run()).toMatch(/^\d+ listings: 0 placed, /);
    await db.doc(`listings/${id}-migrated`).delete();
  }, 240_000);
});
