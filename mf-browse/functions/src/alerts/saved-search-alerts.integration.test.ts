// Alerts in the Functions emulator (issue 37): a published listing notifies the owners of the
// saved searches it matches, and no one else; a change that does not newly match writes nothing;
// a price cut under a search's limit notifies its owner; a replayed event writes nothing new.
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { adminAuth, adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { alertSavedSearches } from './saved-search-alerts.ts';

const db = adminFirestore();
// Letters only, short: an address's words are cut at 24 characters.
const town = `Al${Date.now().toString(36).replace(/\d/g, '')}`;
const word = town.toLowerCase();
const rentHere = `t:rent|-|-|-|w:${word}`;

const savedSearch = (owner: string, max: number) => ({
  owner,
  name: `Rent in ${town} under ${max}`,
  query: `q=${town}&type=rent&maxPrice=${max}`,
  key: rentHere,
  // Searched in euros (issue 53), as the listings below are priced.
  ranges: { priceEur: { min: 1, max }, bedrooms: { min: 0 }, availableDay: { min: 0, max: 99991231 } },
  alerts: true,
  createdAt: new Date(),
  seenAt: new Date(),
  newMatches: 0,
});

const listing = (price: number) => ({
  type: 'rent',
  name: `Alert flat in ${town}`,
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: `4 Quay, ${town}`,
  offer: false,
  regularPrice: price,
  currency: 'EUR',
  geolocation: { lat: 45, lng: 4 },
  imgUrls: [],
  userRef: 'alert-landlord',
  timestamp: new Date(),
});

const notificationsOf = async (uid: string) =>
  (await db.collection(`users/${uid}/notifications`).get()).docs.map((d) => d.data());

describe('saved-search alerts, matched on the server', () => {
  test('a published listing notifies the matching owners only; a price cut notifies the one it now matches', async () => {
    await db.doc('savedSearches/cheap-owner_0').set(savedSearch('cheap-owner', 800));
    await db.doc('savedSearches/dear-owner_0').set(savedSearch('dear-owner', 2000));
    await db.doc('savedSearches/off-owner_0').set({ ...savedSearch('off-owner', 2000), alerts: false });
    await db.doc(`listings/${town}-1`).set(listing(1200));

    const dear = await eventually(
      () => notificationsOf('dear-owner'),
      (n) => n.length === 1,
    );
    expect(dear[0]).toMatchObject({ listingId: `${town}-1`, searchName: `Rent in ${town} under 2000`, read: false });
    expect(await notificationsOf('cheap-owner')).toEqual([]);
    expect(await notificationsOf('off-owner')).toEqual([]);
    expect((await db.doc('savedSearches/dear-owner_0').get()).data()?.newMatches).toBe(1);

    // Cheaper: now under the other search's limit; the first search is not told twice.
    await db.doc(`listings/${town}-1`).update({ regularPrice: 750 });
    const cheap = await eventually(
      () => notificationsOf('cheap-owner'),
      (n) => n.length === 1,
    );
    expect(cheap[0]).toMatchObject({ reason: 'Now matches your search', rematch: true });
    expect(await notificationsOf('dear-owner')).toHaveLength(1);
  });

  test('a replayed event writes nothing new, and reads only the searches with the listing’s keys', async () => {
    const stored = (await db.doc(`listings/${town}-1`).get()).data()!;
    const before = { ...stored, priceToPay: 1200, priceEur: 1200 };
    const firestore = getFirestore(adminApp());
    const run = await alertSavedSearches(firestore, `${town}-1`, before, stored);
    expect(run.notificationsWritten).toBe(0);
    expect(run.searchesRead).toBe(2); // the two searches with alerts on that look for rent here
    expect(await notificationsOf('cheap-owner')).toHaveLength(1);
  });

  test('a listing priced in euros again with a new day’s rates alerts no one (its price did not change)', async () => {
    const stored = (await db.doc(`listings/${town}-1`).get()).data()!;
    const before = { ...stored, priceEur: 3000 }; // out of every search's range yesterday
    const run = await alertSavedSearches(getFirestore(adminApp()), `${town}-1`, before, stored);
    expect(run).toMatchObject({ searchesRead: 0, notificationsWritten: 0 });
  });
});

describe('alerts around a place (issue 51)', () => {
  test('a new home within the circle is told, whatever its town; one outside it is not', async () => {
    const centre = { lat: -33.92, lng: 18.42 };
    await db.doc('savedSearches/circle-owner_0').set({
      ...savedSearch('circle-owner', 5000),
      name: 'Rent within 5 km',
      key: 't:rent|-|-|-|w:*',
      near: { ...centre, km: 5 },
    });
    // 3 km north (another town's address), then 20 km south.
    await db
      .doc(`listings/${town}-near`)
      .set({ ...listing(900), location: '1 Hill Road, Elsewhere', geolocation: { lat: -33.893, lng: 18.42 } });
    await db
      .doc(`listings/${town}-far`)
      .set({ ...listing(900), location: '2 Bay Road, Faraway', geolocation: { lat: -34.1, lng: 18.42 } });
    const told = await eventually(
      () => notificationsOf('circle-owner'),
      (n) => n.length >= 1,
    );
    // The far one, matched here once its search fields are there: the circle leaves it out.
    const far = await eventually(
      async () => (await db.doc(`listings/${town}-far`).get()).data(),
      (data) => Array.isArray(data?.searchKeys),
    );
    await alertSavedSearches(getFirestore(adminApp()), `${town}-far`, undefined, far!);
    expect(told.map((n) => n.listingId as unknown)).toEqual([`${town}-near`]);
    expect(await notificationsOf('circle-owner')).toHaveLength(1);
  });
});

describe('price reductions, noted on the server', () => {
  test('a fall of the price is noted on the listing and told to who saved the home, once a day', async () => {
    const id = `${town}-cut`;
    await db.doc(`listings/${id}`).set(listing(1500));
    await eventually(
      async () => (await db.doc(`listings/${id}`).get()).data(),
      (l) => l?.priceToPay === 1500,
    );
    await db.doc(`users/saver-one/saved/${id}`).set({ name: 'Cut flat', savedAt: new Date(), listingId: id });

    await db.doc(`listings/${id}`).update({ regularPrice: 1300 });
    const cut = await eventually(
      async (): Promise<unknown> => (await db.doc(`listings/${id}`).get()).data()?.priceCut,
      (c) => Reflect.get(Object(c), 'from') === 1500,
    );
    expect(cut).toMatchObject({ at: expect.anything() as unknown });
    const told = await eventually(
      () => notificationsOf('saver-one'),
      (n) => n.length === 1,
    );
    expect(told[0]).toMatchObject({ kind: 'price-cut', listingId: id, reason: 'Price reduced on a home you saved' });

    // Cut again the same day: noted, not told twice.
    await db.doc(`listings/${id}`).update({ regularPrice: 1200 });
    await eventually(
      async (): Promise<unknown> => (await db.doc(`listings/${id}`).get()).data()?.priceCut,
      (c) => Reflect.get(Object(c), 'from') === 1300,
    );
    expect(await notificationsOf('saver-one')).toHaveLength(1);
  });
});

describe('the alerts’ e-mail, for who opted in', () => {
  test('a match of a search with e-mail on puts one e-mail in the outbox, addressed from the account', async () => {
    const email = `alerts-${Date.now()}@example.com`;
    const { uid } = await adminAuth().createUser({ email, password: 'mail-pass-1', emailVerified: true });
    await db.doc(`savedSearches/${uid}_0`).set({ ...savedSearch(uid, 5000), email: true });
    await db.doc(`listings/${town}-mail`).set({ ...listing(1000), name: `<b>Mailed</b> flat` });
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const mail = await eventually(
      async () => (await db.doc(`mail/alerts_${uid}_${day}`).get()).data(),
      (m) => m !== undefined,
    );
    expect(mail).toMatchObject({
      to: email,
      message: { subject: `A new home for your search “Rent in ${town} under 5000”` },
    });
    expect(mail?.message).toMatchObject({ html: expect.stringContaining('&lt;b&gt;Mailed&lt;/b&gt; flat') as unknown });
    // A second match the same day: in the site's Alerts, no second e-mail.
    await db.doc(`listings/${town}-mail2`).set(listing(900));
    await eventually(
      () => notificationsOf(uid),
      (n) => n.length === 2,
    );
    expect((await db.collection('mail').where('uid', '==', uid).get()).size).toBe(1);
  });
});

describe('alerts that nothing one account writes can stop (issue 47)', () => {
  test('malformed saved searches are skipped: the others are alerted all the same', async () => {
    const nested: Record<string, unknown> = {};
    let inner = nested;
    for (let depth = 0; depth < 15; depth += 1) inner = inner.x = {};
    // Written as an older rule let them through (the Admin SDK skips the rules): each would have
    // thrown in the matching and stopped every alert of the listing.
    const malformed: Record<string, unknown>[] = [
      { ranges: { priceEur: null } },
      { ranges: { priceEur: { min: 1, max: 99999 }, bedrooms: 'many' } },
      { ranges: { priceEur: { min: 1, max: 99999 }, bedrooms: { min: 0, deep: nested } } },
      { ranges: null },
      { name: null },
      { owner: 42 },
    ];
    for (const [index, change] of malformed.entries())
      await db
        .doc(`savedSearches/bad-owner-${index}_0`)
        .set({ ...savedSearch(`bad-owner-${index}`, 99999), ...change });
    await db.doc('savedSearches/victim-owner_0').set(savedSearch('victim-owner', 99999));
    await db.doc(`listings/${town}-trust`).set(listing(1100));

    const told = await eventually(
      () => notificationsOf('victim-owner'),
      (n) => n.some((note) => note.listingId === `${town}-trust`),
    );
    expect(told.find((note) => note.listingId === `${town}-trust`)).toMatchObject({ kind: 'new-match' });
    for (const index of malformed.keys()) expect(await notificationsOf(`bad-owner-${index}`)).toEqual([]);
  });

  test('no e-mail goes to an address nobody verified; the alert stays in the site', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const { uid } = await adminAuth().createUser({ email, password: 'mail-pass-1' });
    await db.doc(`savedSearches/${uid}_0`).set({ ...savedSearch(uid, 5000), email: true });
    await db.doc(`listings/${town}-unverified`).set(listing(1000));
    await eventually(
      () => notificationsOf(uid),
      (n) => n.length === 1,
    );
    expect((await db.collection('mail').where('uid', '==', uid).get()).size).toBe(0);
  });
});
