// Each working day after the ECB publishes (issue 53): the new reference rates are stored and the
// listings priced in other currencies are priced in euros again. In the local backend (the
// Functions emulator, no internet) the table is the fixed LOCAL_RATES, which the seed stores.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { ECB_DAILY_RATES_URL, parseEcbDailyRates } from './ecb-rates.ts';
import { repriceListings } from './reprice-listings.ts';
import { storedRatesPath } from './stored-rates.ts';

export const refreshExchangeRates = onSchedule(
  { schedule: '30 16 * * 1-5', timeZone: 'Europe/Berlin', retryCount: 3 },
  async () => {
    const db = getFirestore(adminApp());
    const response = await fetch(ECB_DAILY_RATES_URL);
    if (!response.ok) throw new Error(`ECB rates: HTTP ${response.status}`);
    const rates = parseEcbDailyRates(await response.text());
    // A file that lacks a rate keeps yesterday's table: a search then compares with day-old rates.
    if (!rates) throw new Error('ECB rates: not a file with every currency the site knows');
    await db.doc(storedRatesPath).set({ ...rates, storedAt: new Date() });
    const run = await repriceListings(db, rates);
    logger.info('exchange rates refreshed', { date: rates.date, ...run });
  },
);
