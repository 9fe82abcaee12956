import { describe, expect, test } from 'vitest';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { alertMail, dayOf } from './alert-mail.ts';

describe('the alerts’ e-mail', () => {
  test('lists the homes with links to the site, and says where to turn it off', () => {
    const mail = alertMail(
      [{ listingId: 'l1', listingName: 'Canal flat', listingType: 'rent', searchName: 'Lyon' }],
      'https://homes.example',
    );
    expect(mail.subject).toBe('A new home for your search “Lyon”');
    expect(mail.html).toContain('<a href="https://homes.example/category/rent/l1">Canal flat</a>');
    expect(mail.html).toContain('https://homes.example/saved-searches');
  });

  test('hostile text lands as text, never as markup', () => {
    const mail = alertMail(
      [
        {
          listingId: 'x"><script>',
          listingName: '<img src=x onerror=alert(1)>',
          listingType: 'sale',
          searchName: '"</a>',
        },
      ],
      'https://homes.example',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('x%22%3E%3Cscript%3E');
    expect(escapeHtml(`'"&`)).toBe('&#39;&quot;&amp;');
  });

  test('two homes are one e-mail; a day is the UTC day', () => {
    const two = alertMail(
      [
        { listingId: 'a', listingName: 'A', listingType: 'rent', searchName: 'S' },
        { listingId: 'b', listingName: 'B', listingType: 'rent', searchName: 'S' },
      ],
      'https://homes.example',
    );
    expect(two.subject).toBe('2 new homes for your searches');
    expect(dayOf(new Date('2026-11-26T23:59:00Z'))).toBe('20261126');
  });
});
