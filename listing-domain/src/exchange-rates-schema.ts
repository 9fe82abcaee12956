// The stored table of exchange rates (issue 53), parsed before use: the server's refresh writes
// it, the page and the server's trigger read it; a table without every currency at a positive
// rate, or without its day, is no table.
import * as v from 'valibot';
import type { ExchangeRates } from './exchange-rates.ts';
import { CURRENCIES, type Currency } from './listing-facts.ts';

const rate = v.pipe(v.number(), v.finite(), v.gtValue(0));

export const ExchangeRatesSchema = v.object({
  date: v.pipe(v.string(), v.isoDate()),
  source: v.pipe(v.string(), v.maxLength(120)),
  rates: v.object(Object.fromEntries(CURRENCIES.map((c) => [c, rate])) as Record<Currency, typeof rate>),
});

/** A stored table, or null when it is not one. */
export function readExchangeRates(data: unknown): ExchangeRates | null {
  const parsed = v.safeParse(ExchangeRatesSchema, data);
  return parsed.success ? parsed.output : null;
}
