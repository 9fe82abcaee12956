// A viewing as a calendar file (.ics), for either person to add it to their calendar (issue 86): its
// time on the home's clock with the home's zone named (TZID, and that zone's offset at the viewing in
// a VTIMEZONE, as RFC 5545 asks of every TZID used), the home's address, and a link to its page.
import { msg } from '@lingui/core/macro';
import type { Viewing } from './viewing.ts';
import { datesLocale, viewingTimeParts } from './viewing-time-label.ts';

/** The page of the viewing's home on `site`. */
export const homePageUrl = (viewing: Viewing, site: string): string =>
  new URL(`/category/${viewing.listingType}/${encodeURIComponent(viewing.listingId)}`, site).toString();

/** `at` on the clock of `zone`, as a calendar's local date-time: 20261205T100000. */
export function wallClock(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The offset of `zone` from UTC at `at`, as a calendar writes it: +0100, -0500, +0000. */
export function zoneOffset(at: Date, zone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3]}` : '+0000';
}

/** The zone's block: the one offset it has at the viewing (a viewing happens once, never repeats). */
function zoneBlock(zone: string, at: Date): string[] {
  const offset = zoneOffset(at, zone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/**
 * The text of the viewing's .ics file (the `ics` package, loaded on demand), its words in `locale`
 * (the site's language, issue 88).
 */
export async function viewingCalendarFile(viewing: Viewing, site: string, locale = 'en'): Promise<string> {
  // Lingui's runtime and the language's words come with the calendar library, when a file is asked for.
  const [{ createEvent }, i18n] = await Promise.all([
    import('ics'),
    import('./calendar-words.ts').then(({ calendarI18n }) => calendarI18n(locale)),
  ]);
  const page = homePageUrl(viewing, site);
  const zone = viewing.timeZone;
  const { day, from, to, city } = viewingTimeParts(viewing, datesLocale(i18n.locale));
  const { listingName: home, ownerName: owner, requesterName: requester } = viewing;
  const { error, value } = createEvent({
    uid: `viewing-${viewing.id}@${new URL(site).host}`,
    start: viewing.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: viewing.minutes },
    title: i18n._(msg`Viewing: ${home}`),
    location: viewing.address,
    description: [
      i18n._(msg`${day}, ${from}–${to} (${city} time), in ${zone}.`),
      i18n._(msg`With ${owner} and ${requester}.`),
      i18n._(msg`The home: ${page}`),
    ].join('\n'),
    status: viewing.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    url: page,
  });
  if (error || !value) throw error ?? new Error('Could not write the calendar file');
  // The library writes times in UTC only: the start goes on the home's clock, its zone beside it.
  const utcStart = /^DTSTART:\d{8}T\d{6}Z$/m;
  if (!utcStart.test(value)) throw new Error('The calendar file has no start');
  const lines = value.split(/\r\n/);
  const event = lines.indexOf('BEGIN:VEVENT');
  lines.splice(event, 0, ...zoneBlock(viewing.timeZone, viewing.start));
  return lines
    .map((line) =>
      utcStart.test(line) ? `DTSTART;TZID=${viewing.timeZone}:${wallClock(viewing.start, viewing.timeZone)}` : line,
    )
    .join('\r\n');
}
