// The names of a calendar's day buttons (react-day-picker's `labelDayButton`), one for every
// calendar of the site: the day field's and the viewings' booking calendar. (A .tsx module: the
// design system's export map serves components' modules.)

/**
 * A calendar day's name: its number as the button shows it first (its visible text leads its name,
 * WCAG 2.5.3 "label in name", which axe checks), then the whole date in the reader's language.
 */
export function calendarDayLabel(date: Date, locale?: string): string {
  const whole = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${date.getDate()}, ${whole.format(date)}`;
}
