import { describe, expect, test } from 'vitest';
import { viewingCalendarFile, wallClock, zoneOffset } from './viewing-calendar.ts';
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
  test("is a valid event at the home's local time in its zone, with the address and the home's page", async () => {
    // Read as a calendar reads it: long lines are folded onto lines that start with a space.
    const text = (await viewingCalendarFile(viewing, 'https://homes.example')).replace(/\r?\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('BEGIN:VEVENT');
    // 09:00 UTC on 4 July is 10:00 in London (summer time), written as such with its zone.
    expect(text).toContain('DTSTART;TZID=Europe/London:20260704T100000');
    expect(text).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:VTIMEZONE\r\nBEGIN:VEVENT/,
    );
    expect(text).toContain('DURATION:PT30M');
    expect(text).toContain('LOCATION:12 Marchmont Road\\, Edinburgh');
    expect(text).toContain('URL:https://homes.example/category/rent/l1');
    expect(text).toContain('The home: https://homes.example/category/rent/l1');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toMatch(/UID:viewing-v1@homes\.example/);
    expect(text.trim().endsWith('END:VCALENDAR')).toBe(true);
  });

  test('writes a winter viewing at its own offset, and a zone west of UTC with its sign', async () => {
    const winter = await viewingCalendarFile(aViewing({ status: 'confirmed' }), 'https://homes.example');
    expect(winter).toContain('DTSTART;TZID=Europe/London:20261205T100000');
    expect(winter).toContain('TZOFFSETTO:+0000');
    const toronto = aViewing({ timeZone: 'America/Toronto', start: new Date(Date.UTC(2026, 11, 5, 15, 30)) });
    expect(wallClock(toronto.start, toronto.timeZone)).toBe('20261205T103000');
    expect(zoneOffset(toronto.start, toronto.timeZone)).toBe('-0500');
    expect(zoneOffset(new Date(Date.UTC(2026, 0, 1)), 'Asia/Kolkata')).toBe('+0530');
  });
});

describe('in the person’s language (issue 88)', () => {
  test('a French hunter’s file is in French: its title, its time and zone, its people, its home', async () => {
    const text = (await viewingCalendarFile(viewing, 'https://homes.example', 'fr')).replace(/\r?\n[ \t]/g, '');
    expect(text).toMatch(/SUMMARY:Visite\u00a0: /);
    expect(text).toContain('(heure de London)\\, à Europe/London.');
    expect(text).toContain('Le logement\u00a0: https://homes.example/category/rent/l1');
    // The time is the home's, whatever the language.
    expect(text).toContain('DTSTART;TZID=Europe/London:20260704T100000');
  });

  test('a language the site does not speak is English', async () => {
    const text = (await viewingCalendarFile(viewing, 'https://homes.example', 'it')).replace(/\r?\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Viewing: ');
  });
});
