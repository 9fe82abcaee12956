// A landlord's insights counted in the local backend (issue 52): the views endpoint (in the
// Functions emulator, over HTTP as the listing page's beacon calls it) counts one view per visitor
// a day; a save, an enquiry and a viewing request are counted by the triggers; the counters go
// with the listing.
import { afterAll, describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { PROJECT_ID, URLS } from '../../../../backend/config.mjs';
import { deleteListings, writeListing } from '../../../../backend/integration-fixtures.mjs';
import { parseStats, sumStats, type Stats } from '../../../../listing-domain/src/listing-stats.ts';
import type { ListingInput } from '../../../../listing-domain/src/listing-types.ts';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const tag = Date.now().toString(36);
const ids: string[] = [];
afterAll(() => deleteListings(ids));

const home: ListingInput = {
  type: 'rent',
  name: 'Counted canal flat',
  bedrooms: 1,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '8 Counting Lane, Bristol',
  offer: false,
  regularPrice: 1100,
  geolocation: { lat: 51.45, lng: -2.59 },
  imgUrls: ['http://127.0.0.1:9199/v0/b/x/o/images%2Fa.png?alt=media&token=1'],
};

const beacon = (listing: string, headers: Record<string, string> = {}) =>
  fetch(`${URLS.functions}/${PROJECT_ID}/us-central1/insightsViews`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: JSON.stringify({ listing }),
  });

async function totals(id: string): Promise<Stats> {
  const docs = await db.collection(`listingStats/${id}/totals`).get();
  return sumStats(docs.docs.map((d) => parseStats(d.data())));
}

describe('a listing’s insights, counted by the server', () => {
  test('a visitor’s views count once a day; saves, enquiries and viewing requests count as made', async () => {
    const owner = `insights-owner-${tag}`;
    const id = await writeListing(owner, home);
    ids.push(id);

    expect((await beacon(id)).status).toBe(204);
    expect((await beacon(id)).status).toBe(204);
    expect(await totals(id)).toMatchObject({ views: 1 });
    // Addresses a client writes are not visitors (issue 85): twenty beacons from this one client,
    // each with another invented X-Forwarded-For, a huge one and one that is no address, add nothing.
    const forged = Array.from({ length: 20 }, (_, n) => `198.51.100.${n + 1}`);
    forged.push(`${'203.0.113.5, '.repeat(800)}203.0.113.6`, 'not-an-ip-<script>');
    for (const address of forged) expect((await beacon(id, { 'X-Forwarded-For': address })).status).toBe(204);
    expect(await totals(id)).toMatchObject({ views: 1 });
    // Nothing for a listing that is not there, nor for a body that names none.
    expect((await beacon(`missing-${tag}`)).status).toBe(204);
    expect((await db.collection(`listingStats/missing-${tag}/totals`).get()).size).toBe(0);
    expect((await beacon('a/b')).status).toBe(400);

    await db.doc(`users/hunter-${tag}/saved/${id}`).set({ name: home.name, listingId: id, savedAt: new Date() });
    await db
      .doc(`conversations/${id}_hunter-${tag}`)
      .set({ listingId: id, hunterId: `hunter-${tag}`, people: [owner, `hunter-${tag}`] });
    await db.doc(`viewings/insights-${tag}`).set({ listingId: id, ownerId: owner, requesterId: `hunter-${tag}` });
    const counted = await eventually(
      () => totals(id),
      (t) => t.saves === 1 && t.enquiries === 1 && t.viewings === 1,
    );
    expect(counted).toEqual({ views: 1, saves: 1, enquiries: 1, viewings: 1 });
    // Per day too: today's shards add up to the same.
    const today = new Date().toISOString().slice(0, 10);
    const days = await db.collection(`listingStats/${id}/days`).where('day', '==', today).get();
    expect(sumStats(days.docs.map((d) => parseStats(d.data())))).toEqual(counted);

    // People, not actions (issue 85): the same person's save, unsave and save again, and their
    // second request, count nothing more; another person's save counts.
    const saved = db.doc(`users/hunter-${tag}/saved/${id}`);
    await saved.delete();
    await saved.set({ name: home.name, listingId: id, savedAt: new Date() });
    for (const n of [2, 3])
      await db
        .doc(`viewings/insights-${tag}-${n}`)
        .set({ listingId: id, ownerId: owner, requesterId: `hunter-${tag}` });
    await db.doc(`users/other-${tag}/saved/${id}`).set({ name: home.name, listingId: id, savedAt: new Date() });
    await eventually(
      () => totals(id),
      (t) => t.saves === 2,
    );
    // The other events were handled before the last one (one queue per trigger): none of them counted.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await totals(id)).toEqual({ views: 1, saves: 2, enquiries: 1, viewings: 1 });
    await db.doc(`viewings/insights-${tag}-2`).delete();

    // A request declined (here as the server declines one) or cancelled is no viewing request: another
    // person's counts while it waits, then not; the first person's still stand after one is cancelled.
    const other = db.doc(`viewings/insights-${tag}-other`);
    await other.set({ listingId: id, ownerId: owner, requesterId: `other-${tag}`, status: 'pending' });
    await eventually(
      () => totals(id),
      (t) => t.viewings === 2,
    );
    await other.update({ status: 'declined', changedBy: 'server' });
    await db.doc(`viewings/insights-${tag}-3`).update({ status: 'cancelled' });
    await eventually(
      () => totals(id),
      (t) => t.viewings === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await totals(id)).toEqual({ views: 1, saves: 2, enquiries: 1, viewings: 1 });

    // The listing deleted, its figures go.
    await db.doc(`listings/${id}`).delete();
    await eventually(
      async () => (await db.collection(`listingStats/${id}/days`).get()).size,
      (size) => size === 0,
    );
    expect((await db.collection(`listingStats/${id}/totals`).get()).size).toBe(0);
    await db.doc(`viewings/insights-${tag}`).delete();
    await other.delete();
    await db.doc(`viewings/insights-${tag}-3`).delete();
    await db.doc(`conversations/${id}_hunter-${tag}`).delete();
  }, 90_000);
});
