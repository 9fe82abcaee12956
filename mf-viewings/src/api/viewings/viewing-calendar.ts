// A viewing as a calendar file (.ics), for either person to add it to their calendar: its time in
// UTC (a calendar shows it in its own zone), the home's address, and the listing's zone named.
import type { Viewing } from './viewing.ts';
import { viewingTimeLabel } from './viewing-time-label.ts';

/** The text of the viewing's .ics file (the `ics` package, loaded on demand). */
export async function viewingCalendarFile(viewing: Viewing, site: string): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `viewing-${viewing.id}@${new URL(site).host}`,
    start: viewing.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: viewing.minutes },
    title: `Viewing: ${viewing.listingName}`,
    location: viewing.address,
    description: `${viewingTimeLabel(viewing, 'en-GB')}, in ${viewing.timeZone}.\nWith ${viewing.ownerName} and ${viewing.requesterName}.`,
    status: viewing.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    url: site,
  });
  if (error || !value) throw error ?? new Error('Could not write the calendar file');
  return value;
}
