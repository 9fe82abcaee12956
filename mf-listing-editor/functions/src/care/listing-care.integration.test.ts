// The stale-listing care in the local backend (issue 52): the listing trigger (in the Functions
// emulator) dates an owner's touch; the care run (this slice's scheduled function's code, run here
// as the schedule would) asks the owner (the browsing slice's trigger tells them), then takes the
// home off the lists and search; a renewal puts it back. Each run is idempotent.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { deleteListings, writeListing } from '../../../../backend/integration-fixtures.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { STALE_ASK_DAYS } from '../../../../listing-domain/src/listing-care.ts';
import type { ListingInput } from '../../../../listing-domain/src/listing-types.ts';
import { runListingCare } from './listing-care-run.ts';

process.env.SITE_URL ??= 'http://localhost:4173';
const db = adminFirestore();
const DAY = 86_400_000;
const tag = Date.now().toString(36);
const ids: string[] = [];

afterAll(async () => {
  await deleteListings(ids);
});

const home: ListingInput = {
  type: 'rent',
  name: 'Quiet harbour flat',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: true,
  location: '3 Harbour Row, Bristol',
  offer: false,
  regularPrice: 1500,
  geolocation: { lat: 51.45, lng: -2.6 },
  imgUrls: ['http://127.0.0.1:9199/v0/b/x/o/images%2Fa.png?alt=media&token=1'],
};

const read = async (id: string) => (await db.doc(`listings/${id}`).get()).data() ?? {};
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

describe('stale listings, end to end in the local backend', () => {
  test('asked at 60 days, off the lists at 90, back on them when renewed; each run once', async () => {
    const user = await adminAuth().createUser({ email: `care-${tag}@example.com`, emailVerified: true });
    const id = await writeListing(user.uid, home);
    ids.push(id);

    // The trigger dates the new listing's touch and puts it on the lists.
    const dated = await eventually(
      () => read(id),
      (data) => data.touchedAt instanceof Timestamp,
    );
    expect(dated.listed).toBe(true);
    expect(millis(dated.careDueAt)! - millis(dated.touchedAt)!).toBe(STALE_ASK_DAYS * DAY);

    // 61 days untouched (the server's own write: not a touch, the trigger leaves it dated so).
    const touched = Date.now() - 61 * DAY;
    await db.doc(`listings/${id}`).update({
      touchedAt: Timestamp.fromMillis(touched),
      careDueAt: Timestamp.fromMillis(touched + STALE_ASK_DAYS * DAY),
    });
    const first = await runListingCare(db);
    expect(first).toMatchObject({ asked: 1, unlisted: 0 });
    const asked = await read(id);
    expect(asked.staleAskedAt).toBeInstanceOf(Timestamp);
    expect(millis(asked.careDueAt)).toBe(touched + 90 * DAY);
    expect(millis(asked.touchedAt)).toBe(touched); // the question is no touch
    // The browsing slice, which listens to the listings, tells the owner (their Alerts, an e-mail).
    const day = new Date(millis(asked.staleAskedAt)!).toISOString().slice(0, 10);
    const notification = await eventually(
      async () => (await db.doc(`users/${user.uid}/notifications/care_${id}_${day}`).get()).data(),
      (found) => found !== undefined,
    );
    expect(notification).toMatchObject({ kind: 'listing-care', listingId: id, read: false });
    const mail = (await eventually(
      async () => (await db.doc(`mail/care_${id}_${day}`).get()).data(),
      (found) => found !== undefined,
    )) as { to: string; message: { subject: string; html: string } } | undefined;
    expect(mail?.to).toBe(`care-${tag}@example.com`);
    expect(mail?.message.subject).toBe('Quiet harbour flat: Is it still available?');
    expect(mail?.message.html).toContain(`/category/rent/${id}`);
    expect(await runListingCare(db)).toMatchObject({ read: 0, asked: 0, writes: 0 });

    // Unanswered until its day: off the lists, and out of every search (no search keys).
    await db.doc(`listings/${id}`).update({ careDueAt: Timestamp.fromMillis(Date.now() - 60_000) });
    expect(await runListingCare(db)).toMatchObject({ read: 1, unlisted: 1 });
    const off = await read(id);
    expect(off).toMatchObject({ listed: false, searchKeys: [] });
    expect(off.careDueAt).toBeUndefined();
    expect(await runListingCare(db)).toMatchObject({ read: 0, writes: 0 });

    // The owner renews it (the rules' renewal: `renewedAt`, now): listed, searched, asked no more.
    await db.doc(`listings/${id}`).update({ renewedAt: Timestamp.now() });
    const back = await eventually(
      () => read(id),
      (data) => data.listed === true && Array.isArray(data.searchKeys) && data.searchKeys.length > 0,
    );
    expect(back.staleAskedAt).toBeUndefined();
    expect(millis(back.touchedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(millis(back.careDueAt)).toBe(millis(back.touchedAt)! + STALE_ASK_DAYS * DAY);
  });
});
