// A calendar day as people type and read it (issue 53: the browser's date input took four Tab
// stops). Values are ISO days ("2027-03-01"), what the forms keep and the rules check; the text
// shown is the reader's ("1 Mar 2027"). Read by hand with Intl's month names rather than with
// date-fns' `parse` (10.7 KB gzip on every page with a day field, the search page among them);
// date-fns comes only with the calendar, when it is opened.

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO day of a date, as the calendar's days are local dates. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The ISO day of year, month (1–12) and day, or null when there is no such day (31 February). */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? isoDay(date) : null;
}

/** Whether the reader's locale writes the day before the month (1/3/2027 is 1 March). */
function dayFirst(locale?: string): boolean {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(
    new Date(2027, 10, 22),
  );
  return parts.findIndex((p) => p.type === 'day') < parts.findIndex((p) => p.type === 'month');
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** The month (1–12) a word names, in English or the reader's language, in full or cut to 3+ letters. */
function monthOf(word: string, locale?: string): number | null {
  const typed = fold(word);
  if (typed.length < 3) return null;
  for (const language of ['en', ...(locale ? [locale] : [])]) {
    const names = new Intl.DateTimeFormat(language, { month: 'long' });
    for (let month = 1; month <= 12; month += 1) {
      const name = fold(names.format(new Date(2027, month - 1, 1)));
      if (name.startsWith(typed)) return month;
    }
  }
  return null;
}

/** The ISO day `text` names ("1 March 2027", "2027-03-01", "01/03/2027" in the UK), or null. */
export function parseDay(text: string, locale?: string): string | null {
  const cleaned = text
    .trim()
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    .replace(/[,\s]+/g, ' ');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cleaned);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cleaned);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return dayFirst(locale) ? dayOf(year, second, first) : dayOf(year, first, second);
  }
  // Words: a day, a month's name and a year, the day before or after the month.
  const words = cleaned.split(' ');
  if (words.length !== 3) return null;
  const year = words.findIndex((w) => /^\d{4}$/.test(w));
  const day = words.findIndex((w, i) => i !== year && /^\d{1,2}$/.test(w));
  const month = words.findIndex((_, i) => i !== year && i !== day);
  if (year < 0 || day < 0 || month < 0) return null;
  const monthNumber = monthOf(words[month] ?? '', locale);
  return monthNumber ? dayOf(Number(words[year]), monthNumber, Number(words[day])) : null;
}

/** The date of an ISO day, at local midnight (null when it is not one). */
export function dayDate(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!iso || !dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return null;
  return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
}

/** An ISO day as the reader writes it ("1 Mar 2027"); any other value as it is. */
export function dayText(value: string, locale?: string): string {
  const day = dayDate(value);
  return day ? day.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : value;
}
