// A viewing's time as each person reads it: in the listing's time zone, with the zone named
// ("Sat, 5 Dec 2026, 10:00–10:30 (London time)"), in the reader's language.
import type { Viewing } from './viewing.ts';
import { viewingEnd } from './viewing.ts';

/** The zone's city as people say it ("Europe/London" → "London", "America/New_York" → "New York"). */
export const zoneCity = (zone: string): string => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

/** "Sat 5 Dec 2026" of `at` in `zone`. */
export function dayLabel(at: Date | number, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

/** "10:00" of `at` in `zone`. */
export function clockLabel(at: Date | number, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(at);
}

/** The whole label of a viewing's time. */
export function viewingTimeLabel(viewing: Pick<Viewing, 'start' | 'minutes' | 'timeZone'>, locale?: string): string {
  const { day, from, to, city } = viewingTimeParts(viewing, locale);
  return `${day}, ${from}–${to} (${city} time)`;
}

/**
 * The parts of a viewing's time for a sentence in the reader's language (issue 88: the e-mail's and
 * the calendar file's): its day, its start and end on the home's clock, and the zone's city.
 */
export function viewingTimeParts(viewing: Pick<Viewing, 'start' | 'minutes' | 'timeZone'>, locale?: string) {
  const zone = viewing.timeZone;
  return {
    day: dayLabel(viewing.start, zone, locale),
    from: clockLabel(viewing.start, zone, locale),
    to: clockLabel(viewingEnd(viewing), zone, locale),
    city: zoneCity(zone),
  };
}

/** The locale a sentence's dates are written in: the site's English writes them the British way. */
export const datesLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);
