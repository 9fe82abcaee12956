import { describe, expect, test } from 'vitest';
import { viewingCalendarFile } from './viewing-calendar.ts';
import type { Viewing } from './viewing.ts';
import { viewingTimeLabel, zoneCity } from './viewing-time-label.ts';

const viewing: Viewing = {
  id: 'v1',
  listingId: 'l1',
  listingName: 'Flat by the Meadows',
  listingType: 'rent',
  address: '12 Marchmont Road, Edinburgh',
  ownerId: 'ann',
  ownerName: 'Ann',
  requesterId: 'bob',
  requesterName: 'Bob',
  start: new Date(Date.UTC(2026, 6, 4, 9)),
  minutes: 30,
  timeZone: 'Europe/London',
  note: '',
  status: 'confirmed',
  reason: '',
  changedBy: 'ann',
  unseenBy: [],
};

describe('viewing time label', () => {
  test("names the listing's zone and shows its clock", () => {
    expect(viewingTimeLabel(viewing, 'en-GB')).toBe('Sat, 4 Jul 2026, 10:00–10:30 (London time)');
    expect(zoneCity('America/New_York')).toBe('New York');
  });
});

describe('viewing calendar file', () => {
  test('is a valid event in UTC with the address and the zone', async () => {
    // Read as a calendar reads it: long lines are folded onto lines that start with a space.
    const text = (await viewingCalendarFile(viewing, 'https://homes.example')).replace(/\r?\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20260704T090000Z');
    expect(text).toContain('DURATION:PT30M');
    expect(text).toContain('LOCATION:12 Marchmont Road\\, Edinburgh');
    expect(text).toContain('Europe/London');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toMatch(/UID:viewing-v1@homes\.example/);
    expect(text.trim().endsWith('END:VCALENDAR')).toBe(true);
  });
});
