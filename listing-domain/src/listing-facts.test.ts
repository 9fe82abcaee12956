import { describe, expect, test } from 'vitest';
import {
  areaLabel,
  availableLabel,
  cardFacts,
  CURRENCIES,
  currencySymbol,
  descriptionParagraphs,
  floorLabel,
  formatMoney,
  isCalendarDay,
  keyFacts,
  ENGLISH_FACT_WORDS,
} from './listing-facts.ts';
import { discountLabel, priceLabel, wasPriceLabel } from './listing-format.ts';
import { STORED_DETAILS } from './stored-listing.fixtures.ts';

describe('prices in their currency', () => {
  test('US dollars read as the spec shows them, in every locale', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(1250, 'USD', 'de-DE')).toBe('$1,250');
    expect(priceLabel({ type: 'rent', offer: false, regularPrice: 2500 })).toBe('$2,500 / Month');
  });

  test('other currencies as the reader writes them', () => {
    expect(formatMoney(1250, 'EUR', 'en-US')).toBe('€1,250');
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe('1.250\u00a0€');
    expect(formatMoney(350000, 'GBP', 'en-GB')).toBe('£350,000');
    expect(priceLabel({ type: 'rent', offer: false, regularPrice: 900, currency: 'EUR' })).toMatch(/^€900 \/ Month$/);
  });

  test('American English is written as Intl writes it, without asking Intl', () => {
    for (const locale of ['en-US', 'en']) {
      for (const currency of CURRENCIES.filter((code) => code !== 'USD')) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
        for (const amount of [0, 7, 900, 1250, 99999.5, 2750000, -1250]) {
          expect(formatMoney(amount, currency, locale)).toBe(intl.format(Math.round(amount)));
        }
        const sign = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
        expect(currencySymbol(currency, locale)).toBe(sign.find((part) => part.type === 'currency')?.value);
      }
    }
  });

  test('an offer shows the was-price and the discount in the same currency', () => {
    const offer = {
      type: 'sale',
      offer: true,
      regularPrice: 300000,
      discountedPrice: 280000,
      currency: 'GBP',
    } as const;
    expect(priceLabel(offer)).toBe('£280,000');
    expect(wasPriceLabel(offer)).toBe('£300,000');
    expect(discountLabel(offer)).toBe('£20,000 discount');
    expect(wasPriceLabel({ ...offer, offer: false })).toBeNull();
  });
});

describe('key facts', () => {
  test('floor area shows in both units, the given one first', () => {
    expect(areaLabel(85, 'sqm', 'en-US')).toBe('85 m² (915 ft²)');
    expect(areaLabel(1000, 'sqft', 'en-US')).toBe('1,000 ft² (93 m²)');
  });

  test('available from: now, or a day', () => {
    expect(availableLabel('now', 'en-GB')).toBe('Now');
    expect(availableLabel('2027-03-01', 'en-GB')).toBe('1 Mar 2027');
    expect(isCalendarDay('2027-02-28')).toBe(true);
    expect(isCalendarDay('2027-02-30')).toBe(false);
    expect(isCalendarDay('27-2-3')).toBe(false);
  });

  test('floors read as people say them', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22, -1].map(floorLabel)).toEqual([
      'Ground floor',
      '1st floor',
      '2nd floor',
      '3rd floor',
      '4th floor',
      '11th floor',
      '12th floor',
      '13th floor',
      '21st floor',
      '22nd floor',
      'Basement (-1)',
    ]);
  });

  test('the facts table lists what was given, rent-only facts for rent only', () => {
    const details = { ...STORED_DETAILS, availableFrom: 'now', currency: 'EUR' } as const;
    expect(keyFacts({ type: 'rent', ...details }, 'en-US').map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Kind of home', value: 'Flat' },
      { label: 'Floor area', value: '64 m² (689 ft²)' },
      { label: 'Available from', value: 'Now' },
      { label: 'Deposit', value: '€1,800' },
      { label: 'Bills included', value: 'No' },
      { label: 'Pets allowed', value: 'Yes' },
      { label: 'Energy rating', value: 'C' },
      { label: 'Year built', value: '1895' },
      { label: 'Floor', value: '2nd floor' },
    ]);
    expect(keyFacts({ type: 'sale', ...details }, 'en-US').map((f) => f.label)).not.toContain('Deposit');
    expect(keyFacts({ type: 'sale' })).toEqual([]);
    // Another language's words (a page's catalogue), the facts' keys the same.
    const german = { ...ENGLISH_FACT_WORDS, labels: { ...ENGLISH_FACT_WORDS.labels, floor: 'Etage' }, no: 'Nein' };
    const inGerman = keyFacts({ type: 'rent', ...details }, 'de-DE', german);
    expect(inGerman.find((fact) => fact.key === 'billsIncluded')?.value).toBe('Nein');
    expect(inGerman.find((fact) => fact.key === 'floor')?.label).toBe('Etage');
    expect(inGerman.find((fact) => fact.key === 'deposit')?.value).toBe('1.800\u00a0€');
    expect(cardFacts(details, 'en-US')).toEqual(['Flat', '64 m²']);
    expect(cardFacts({})).toEqual([]);
  });

  test("a description's paragraphs are split at blank lines, line breaks inside kept", () => {
    expect(descriptionParagraphs('One.\r\nStill one.\r\n\r\n\n  Two.  \n\n')).toEqual(['One.\nStill one.', 'Two.']);
  });
});
