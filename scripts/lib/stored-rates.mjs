// The exchange rates a maintenance command prices listings with (issue 53): the ones the target
// project stores (`exchangeRates/current`, kept by the listing editor's server code), else the
// local fixed table, as the server's trigger does.
import { tsImport } from 'tsx/esm/api';

const { EXCHANGE_RATES_COLLECTION, EXCHANGE_RATES_DOCUMENT, LOCAL_RATES } = await tsImport(
  '../../listing-domain/src/exchange-rates.ts',
  import.meta.url,
);
const { readExchangeRates } = await tsImport('../../listing-domain/src/exchange-rates-schema.ts', import.meta.url);

/** The stored table of `firestore` (Admin SDK), or LOCAL_RATES when it has none. */
export async function storedRatesOf(firestore) {
  const stored = await firestore.doc(`${EXCHANGE_RATES_COLLECTION}/${EXCHANGE_RATES_DOCUMENT}`).get();
  return readExchangeRates(stored.data()) ?? LOCAL_RATES;
}
