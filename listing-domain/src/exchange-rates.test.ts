import { describe, expect, test } from 'vitest';
import { readExchangeRates } from './exchange-rates-schema.ts';
import { convertAmount, euroBound, inEuros, LOCAL_RATES, ratesAreStale } from './exchange-rates.ts';
import { CURRENCIES } from './listing-facts.ts';

describe('prices in euros', () => {
  test('a price is kept in euros to the cent; a conversion goes through the euro', () => {
    expect(inEuros(2400, 'GBP', LOCAL_RATES)).toBe(2727.27);
    expect(inEuros(920_000, 'EUR', LOCAL_RATES)).toBe(920_000);
    expect(Math.round(convertAmount(5_180_000, 'DKK', 'EUR', LOCAL_RATES))).toBe(694_370);
    expect(convertAmount(1200, 'USD', 'USD', LOCAL_RATES)).toBe(1200);
  });

  test('a bound in a currency finds every home priced exactly at it in that currency, and no cent more', () => {
    for (const currency of CURRENCIES)
      for (const price of [50, 99, 680, 1_949, 2_400, 5_180_000, 750_000_000]) {
        const stored = inEuros(price, currency, LOCAL_RATES);
        expect(stored).toBeLessThanOrEqual(euroBound(price, currency, LOCAL_RATES, 'max'));
        expect(stored).toBeGreaterThanOrEqual(euroBound(price, currency, LOCAL_RATES, 'min'));
        if (price < 750_000_000)
          expect(inEuros(price + 1, currency, LOCAL_RATES)).toBeGreaterThan(
            euroBound(price, currency, LOCAL_RATES, 'max'),
          );
      }
  });

  test('a stored table parses only with every currency at a positive rate and a day', () => {
    expect(readExchangeRates({ ...LOCAL_RATES, storedAt: 'x' })).toEqual(LOCAL_RATES);
    expect(readExchangeRates({ ...LOCAL_RATES, rates: { ...LOCAL_RATES.rates, GBP: 0 } })).toBeNull();
    const { NZD: _nzd, ...short } = LOCAL_RATES.rates;
    expect(readExchangeRates({ ...LOCAL_RATES, rates: short })).toBeNull();
    expect(readExchangeRates({ ...LOCAL_RATES, date: 'yesterday' })).toBeNull();
    expect(readExchangeRates(undefined)).toBeNull();
  });
});

describe('stale rates (issue 86)', () => {
  const at = (iso: string) => Date.parse(iso);
  test("a week's rates are current (the ECB's holidays); older ones, or an unreadable date, are old", () => {
    expect(ratesAreStale({ date: '2026-12-01' }, at('2026-12-05T12:00:00Z'))).toBe(false);
    expect(ratesAreStale({ date: '2026-11-28' }, at('2026-12-05T00:00:00Z'))).toBe(false);
    expect(ratesAreStale({ date: '2026-11-27' }, at('2026-12-05T00:00:01Z'))).toBe(true);
    expect(ratesAreStale(LOCAL_RATES, at('2026-12-05T12:00:00Z'))).toBe(true);
    expect(ratesAreStale({ date: 'yesterday' }, at('2026-12-05T12:00:00Z'))).toBe(true);
  });
});
