import { expect, test } from 'vitest';
import { parseEcbDailyRates } from './ecb-rates.ts';

const cube = (rates: Record<string, string>) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube>
    <Cube time='2026-11-26'>
${Object.entries(rates)
  .map(([currency, rate]) => `      <Cube currency='${currency}' rate='${rate}'/>`)
  .join('\n')}
    </Cube>
  </Cube>
</gesmes:Envelope>`;

const ALL = {
  USD: '1.0512',
  JPY: '160.12',
  DKK: '7.4591',
  GBP: '0.83215',
  SEK: '11.4875',
  CHF: '0.9321',
  NOK: '11.6935',
  AUD: '1.6152',
  CAD: '1.4731',
  NZD: '1.7969',
};

test("reads the day and the site's currencies (the euro is 1), leaving out the others", () => {
  const table = parseEcbDailyRates(cube(ALL));
  expect(table?.date).toBe('2026-11-26');
  expect(table?.rates).toEqual({
    EUR: 1,
    USD: 1.0512,
    GBP: 0.83215,
    CHF: 0.9321,
    DKK: 7.4591,
    SEK: 11.4875,
    NOK: 11.6935,
    CAD: 1.4731,
    AUD: 1.6152,
    NZD: 1.7969,
  });
});

test('a file without one of them, or not the file at all, is no table', () => {
  const { NZD: _nzd, ...withoutNzd } = ALL;
  expect(parseEcbDailyRates(cube(withoutNzd))).toBeNull();
  expect(parseEcbDailyRates(cube({ ...ALL, GBP: '0' }))).toBeNull();
  expect(parseEcbDailyRates('<html>Service unavailable</html>')).toBeNull();
});
