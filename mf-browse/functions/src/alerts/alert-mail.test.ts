import { describe, expect, test } from 'vitest';
import { escapeHtml } from '../../../../shared-firebase/server/html-text.ts';
import { careMail } from '../care/care-mail.ts';
import { mailI18n } from '../mail/mail-language.ts';
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

  test('in the recipient’s language (issue 88): a French hunter’s alerts, a German owner’s question', () => {
    const alerts = [
      { listingId: 'a', listingName: 'Appartement', listingType: 'rent' as const, searchName: 'Lyon' },
      { listingId: 'b', listingName: 'Maison', listingType: 'sale' as const, searchName: 'Lyon' },
    ];
    const french = alertMail(alerts, 'https://homes.example', mailI18n('fr'));
    expect(french.subject).toBe('2 nouveaux logements pour vos recherches');
    expect(french.html).toContain('(votre recherche « Lyon »)');
    expect(french.html).toContain('>Vos recherches enregistrées</a>');

    const german = careMail(
      { id: 'h1', name: 'Haus <am> See', type: 'rent' },
      new Date('2027-03-01T00:00:00Z'),
      'https://homes.example',
      mailI18n('de'),
    );
    expect(german.subject).toBe('Haus <am> See: Noch verfügbar?');
    expect(german.html).toContain(
      'Du hast <a href="https://homes.example/category/rent/h1">Haus &lt;am&gt; See</a> seit 60 Tagen nicht aktualisiert.',
    );
    expect(german.html).toContain('am 1. März 2027 aus den Listen');
    // English stays as it was.
    expect(
      careMail({ id: 'h1', name: 'Flat', type: 'rent' }, new Date('2027-03-01T00:00:00Z'), 'https://x.example').html,
    ).toContain(
      'You have not updated <a href="https://x.example/category/rent/h1">Flat</a> for 60 days. Is it still available?',
    );
  });
});
