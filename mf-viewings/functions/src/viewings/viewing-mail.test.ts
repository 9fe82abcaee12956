import { describe, expect, test } from 'vitest';
import { aViewing } from '../../../src/testing/viewing-fixture.ts';
import { viewingMail } from './viewing-mail.ts';

describe('a viewing’s e-mail (issue 85: no stranger’s text in a subject)', () => {
  test('its subject is the site’s words and the time; the names and the reason are in the body, escaped', () => {
    const viewing = aViewing({
      listingName: 'URGENT call +1-555-0100',
      requesterName: 'Win a <b>prize</b>',
      status: 'cancelled',
      reason: 'Call me <now>',
    });
    const mail = viewingMail(viewing, 'https://homes.example');
    expect(mail.subject).toBe('Viewing cancelled: Sat, 5 Dec 2026, 10:00–10:30 (London time)');
    expect(mail.subject).not.toMatch(/URGENT|prize/);
    expect(mail.html).toContain('URGENT call +1-555-0100');
    expect(mail.html).toContain('Win a &lt;b&gt;prize&lt;/b&gt;');
    expect(mail.html).toContain('Call me &lt;now&gt;');
    for (const status of ['pending', 'proposed', 'confirmed', 'declined'] as const)
      expect(viewingMail({ ...viewing, status }, 'https://homes.example').subject).not.toContain('URGENT');
  });
});
