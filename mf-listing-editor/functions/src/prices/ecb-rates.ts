// The European Central Bank's daily reference rates (issue 53, decision record 031): published each
// working day around 16:00 CET as one small XML file, euro-based, free to use. Read as text: the
// file has one `Cube time='…'` and one `Cube currency='…' rate='…'` per currency.
import { CURRENCIES, type Currency } from '../../../../listing-domain/src/listing-facts.ts';
import type { ExchangeRates } from '../../../../listing-domain/src/exchange-rates.ts';
import { readExchangeRates } from '../../../../listing-domain/src/exchange-rates-schema.ts';

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The site's currencies' rates in the ECB's daily file, or null when it lacks any of them. */
export function parseEcbDailyRates(xml: string): ExchangeRates | null {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const found = new Map<string, number>();
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g))
    found.set(match[1]!, Number(match[2]));
  const rates = Object.fromEntries(
    CURRENCIES.map((currency: Currency) => [currency, currency === 'EUR' ? 1 : found.get(currency)]),
  );
  return readExchangeRates({ date, source: 'ECB euro foreign exchange reference rates', rates });
}
