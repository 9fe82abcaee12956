import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './whole-number.ts';

const SAMPLES = [
  0, 1, 9, 12, 999, 1000, 1250, 9999, 10000, 123456, 1000000, 9876543, 1234567890, 750000000, 12.4, 12.5, 999.6,
];

describe('formatWholeNumber', () => {
  it.each(['en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ', 'en-IE', 'EN-us'])(
    'writes what Intl writes for %s, without asking it',
    (locale) => {
      for (const value of [...SAMPLES, ...SAMPLES.map((n) => -n).filter((n) => n !== 0)]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
        expect(formatWholeNumber(value, locale)).toBe(intl);
      }
    },
  );

  it('leaves every other locale to Intl', () => {
    expect(formatWholeNumber(1250, 'de-DE')).toBe('1.250');
    expect(formatWholeNumber(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatWholeNumber(1250, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR').format(1250));
    expect(formatWholeNumber(1250, 'es')).toBe(new Intl.NumberFormat('es').format(1250));
  });

  it('rounds as the prices do', () => {
    expect(formatWholeNumber(1249.5, 'en-US')).toBe('1,250');
    expect(formatWholeNumber(2e21, 'en-US')).toBe(new Intl.NumberFormat('en-US').format(2e21));
  });
});
