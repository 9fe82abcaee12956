// Prices across currencies (issue 53): a dated table of reference exchange rates, euro-based as the
// European Central Bank publishes them (1 EUR = `rates[c]` units of c). The server keeps the
// table in `exchangeRates/current` (mf-listing-editor/functions/src/prices: refreshed each working
// day in production, the fixed LOCAL_RATES locally) and prices every listing in euros with it
// (`priceEur`, a search field); a search converts its price bounds with the same table, so a
// range in pounds finds the homes priced in euros or kroner that fall in it. Decision record 031.
// No dependency (the search carries it); the stored table is read with exchange-rates-schema.ts.
import type { Currency } from './listing-facts.ts';

export const EXCHANGE_RATES_COLLECTION = 'exchangeRates';
export const EXCHANGE_RATES_DOCUMENT = 'current';

/** A dated table of rates: 1 EUR = `rates[c]` units of c (exchange-rates-schema.ts reads one). */
export interface ExchangeRates {
  /** The day the rates are of, `YYYY-MM-DD`. */
  date: string;
  /** Where they came from ("ECB euro foreign exchange reference rates", or the local fixed table). */
  source: string;
  rates: Record<Currency, number>;
}

/**
 * The table the local backend, the demo and the tests use: fixed and dated, close to the ECB's
 * reference rates of late 2025 (not a quote of any one day's). Production replaces it daily.
 */
export const LOCAL_RATES: ExchangeRates = {
  date: '2025-11-20',
  source: 'Local fixed table (near ECB reference rates, late 2025)',
  rates: {
    EUR: 1,
    USD: 1.16,
    GBP: 0.88,
    CHF: 0.93,
    DKK: 7.46,
    SEK: 10.95,
    NOK: 11.72,
    CAD: 1.63,
    AUD: 1.79,
    NZD: 2.05,
  },
};

/**
 * Rates older than this many days are said to be old where converted prices show (issue 86): the
 * ECB publishes each working day, so a week spans its holidays; older means the daily refresh has
 * stopped (or the local fixed table), and a converted figure is then a guide only.
 */
export const RATES_STALE_AFTER_DAYS = 7;

/** Whether `rates` are older than RATES_STALE_AFTER_DAYS at `now` (an unreadable date is old). */
export function ratesAreStale(rates: Pick<ExchangeRates, 'date'>, now: number): boolean {
  const day = Date.parse(`${rates.date}T00:00:00Z`);
  return !Number.isFinite(day) || now - day > RATES_STALE_AFTER_DAYS * 86_400_000;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** An amount in `currency` in euros, to the cent (a listing's `priceEur`). */
export function inEuros(amount: number, currency: Currency, rates: ExchangeRates): number {
  return cents(amount / rates.rates[currency]);
}

/**
 * A search's price bound in euros, rounded outwards to the cent (down for a minimum, up for a
 * maximum), so a home priced exactly at the bound in the same currency is found.
 */
export function euroBound(amount: number, currency: Currency, rates: ExchangeRates, side: 'min' | 'max'): number {
  const exact = (amount / rates.rates[currency]) * 100;
  // Within a millionth of a cent the division's own error, not a real difference.
  const near = Math.round(exact);
  const rounded = Math.abs(exact - near) < 1e-6 ? near : side === 'min' ? Math.floor(exact) : Math.ceil(exact);
  return rounded / 100;
}

/** An amount converted between currencies with the table (not rounded: formatting rounds). */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: ExchangeRates): number {
  return from === to ? amount : (amount / rates.rates[from]) * rates.rates[to];
}
