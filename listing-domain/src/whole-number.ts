// Whole numbers as the reader's locale writes them ("1,250"), without waking the browser's
// Intl where the answer is known (decision record 049). The first Intl object a page makes loads
// the browser's ICU data: 50-60 ms of one task on this machine's Chromium, four times that on
// the benchmark's simulated phone, and every list, card and price of the first screen asked for
// one. English as the places below write it groups by commas of three; every other locale, and
// anything but a whole number, goes to Intl as before.

/** The locales whose whole numbers are grouped by a comma every three digits, from the right. */
const COMMA_GROUPED_LOCALES = new Set(['en', 'en-us', 'en-gb', 'en-ca', 'en-au', 'en-nz', 'en-ie']);

const wholeNumberFormats = new Map<string, Intl.NumberFormat>();

function intlWholeNumber(value: number, locale: string): string {
  let format = wholeNumberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    wholeNumberFormats.set(locale, format);
  }
  return format.format(value);
}

/** "1,250" (en-US), "1.250" (de-DE), "1 250" (fr-FR): `value` rounded, grouped as `locale` writes it. */
export function formatWholeNumber(value: number, locale: string): string {
  const whole = Math.round(value);
  if (!Number.isSafeInteger(whole) || !COMMA_GROUPED_LOCALES.has(locale.toLowerCase())) {
    return intlWholeNumber(whole, locale);
  }
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}
