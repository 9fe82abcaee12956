import { describe, expect, test } from 'vitest';
import { viewingCalendarFile } from './viewing-calendar.ts';
import { aViewing } from '../../testing/viewing-fixture.ts';
import { viewingTimeLabel, zoneCity } from './viewing-time-label.ts';

const viewing = aViewing({
  start: new Date(Date.UTC(2026, 6, 4, 9)),
  status: 'confirmed',
  changedBy: 'ann',
  unseenBy: [],
});

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
