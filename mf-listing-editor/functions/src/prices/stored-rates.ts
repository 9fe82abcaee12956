// The exchange rates the server keeps (`exchangeRates/current`, issue 53): every listing's price
// in euros is derived with them, and every search converts its price range with them.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  EXCHANGE_RATES_COLLECTION,
  EXCHANGE_RATES_DOCUMENT,
  LOCAL_RATES,
  type ExchangeRates,
} from '../../../../listing-domain/src/exchange-rates.ts';
import { readExchangeRates } from '../../../../listing-domain/src/exchange-rates-schema.ts';

export const storedRatesPath = `${EXCHANGE_RATES_COLLECTION}/${EXCHANGE_RATES_DOCUMENT}`;

/**
 * The stored table, or the local fixed one (said in the log) when none is stored yet. Read on each
 * use, not kept: a trigger that priced with yesterday's table after the refresh repriced the
 * listing would undo it.
 */
export async function storedRates(db: Firestore): Promise<ExchangeRates> {
  const rates = readExchangeRates((await db.doc(storedRatesPath).get()).data());
  if (!rates) logger.warn('no exchange rates stored: listings are priced with the local fixed table');
  return rates ?? LOCAL_RATES;
}
