// The reference exchange rates the server keeps (issue 53: `exchangeRates/current`, written by the
// listing editor's server code), read through Firestore's REST endpoint like the gazetteer: a
// search with a price range converts it with them, and the results show other currencies'
// prices converted. Without a stored table the server prices listings with the local fixed one,
// and so does the page.
import {
  EXCHANGE_RATES_COLLECTION,
  EXCHANGE_RATES_DOCUMENT,
  LOCAL_RATES,
  readExchangeRates,
  type ExchangeRates,
} from 'listing-domain';
import { batchGetDocuments } from '../firestore-batch-get.ts';

export async function fetchExchangeRates(): Promise<ExchangeRates> {
  const [document] = await batchGetDocuments(
    EXCHANGE_RATES_COLLECTION,
    [EXCHANGE_RATES_DOCUMENT],
    ['date', 'source', 'rates'],
  );
  return (document && readExchangeRates(document.data)) ?? LOCAL_RATES;
}
