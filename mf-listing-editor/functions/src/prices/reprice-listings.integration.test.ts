// Prices in euros on the server (issue 53), in the Functions emulator against the local backend:
// the listing trigger prices a new listing with the stored rates; new rates reprice the listings
// in other currencies once (a second run writes nothing), and the trigger that answers the
// repricing keeps the new price.
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { LOCAL_RATES, type ExchangeRates } from '../../../../listing-domain/src/exchange-rates.ts';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';
import { repriceListings } from './reprice-listings.ts';
import { storedRatesPath } from './stored-rates.ts';

const db = adminFirestore();
const id = `reprice-${Date.now().toString(36)}`;
const home = {
  type: 'rent',
  name: 'Repriced flat in Copenhagen',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '3 Nyhavn, Copenhagen',
  offer: false,
  regularPrice: 14_920,
  currency: 'DKK',
  geolocation: { lat: 55.68, lng: 12.59 },
  imgUrls: [],
  userRef: 'reprice-owner',
  timestamp: new Date(),
};
const priceEur = async () => (await db.doc(`listings/${id}`).get()).data()?.priceEur as number | undefined;

afterAll(async () => {
  await db.doc(storedRatesPath).set(LOCAL_RATES);
  await db.doc(`listings/${id}`).delete();
});

describe('prices in euros, kept by the server', () => {
  test('a new listing is priced in euros with the stored rates', async () => {
    await db.doc(storedRatesPath).set(LOCAL_RATES);
    await db.doc(`listings/${id}`).set(home);
    // DKK 14,920 at 7.46 to the euro.
    expect(await eventually(priceEur, (price) => price !== undefined)).toBe(2000);
  });

  test('new rates reprice the listings in other currencies once; the trigger keeps the new price', async () => {
    const rates: ExchangeRates = { ...LOCAL_RATES, date: '2025-11-21', rates: { ...LOCAL_RATES.rates, DKK: 7.45 } };
    await db.doc(storedRatesPath).set(rates);
    const first = await repriceListings(getFirestore(adminApp()), rates);
    expect(first.listingsWritten).toBeGreaterThanOrEqual(1);
    expect(first.cut).toBe(false);
    expect(await priceEur()).toBe(2002.68);
    // The trigger answers the write with the same stored table: nothing to put right.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await priceEur()).toBe(2002.68);
    const second = await repriceListings(getFirestore(adminApp()), rates);
    expect(second.listingsWritten).toBe(0);
    expect(second.listingsRead).toBe(first.listingsRead);
  });

  test('a listing edited to another currency is priced in it', async () => {
    await db.doc(`listings/${id}`).update({ currency: 'EUR', regularPrice: 1900 });
    expect(await eventually(priceEur, (price) => price === 1900)).toBe(1900);
  });
});
