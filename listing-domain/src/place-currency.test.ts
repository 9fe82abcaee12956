import { describe, expect, it, test } from 'vitest';
import { currencyOfCountry, currencyOfLocale, regionOfLocaleTag } from './place-currency.ts';

describe('regionOfLocaleTag', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en_us', 'US'],
    ['zh-Hant-TW', 'TW'],
    ['es-419', '419'],
    ['zh-yue-HK', 'HK'],
    ['de', undefined],
    ['sr-Latn', undefined],
    ['de-u-co-phonebk', undefined],
    ['not a locale', undefined],
  ])('%s names %s', (tag, region) => {
    expect(regionOfLocaleTag(tag)).toBe(region);
  });
});

describe('the currency of a place', () => {
  test("a country's, when the site knows it", () => {
    expect(currencyOfCountry('GB')).toBe('GBP');
    expect(currencyOfCountry('fr')).toBe('EUR');
    expect(currencyOfCountry('DK')).toBe('DKK');
    expect(currencyOfCountry('JP')).toBeUndefined();
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });

  test("a locale's region's, its likely region when it names none", () => {
    expect(currencyOfLocale('en-GB')).toBe('GBP');
    expect(currencyOfLocale('de')).toBe('EUR');
    expect(currencyOfLocale('en-US')).toBe('USD');
    expect(currencyOfLocale('ja-JP')).toBeUndefined();
    expect(currencyOfLocale('not a locale')).toBeUndefined();
  });
});
