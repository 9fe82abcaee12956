import { describe, expect, test } from 'vitest';
import { aViewing } from '../../../src/testing/viewing-fixture.ts';
import { digestIdOf, digestMail } from './viewing-mail-digest.ts';
import { mailI18n } from '../mail/mail-language.ts';
import { viewingNews } from './viewing-mail.ts';

const site = 'https://homes.example';

describe('a person’s viewing news in one e-mail (issue 85)', () => {
  test('one change is its own e-mail: its subject, its news and the way to the viewings', () => {
    const news = viewingNews(aViewing({ status: 'confirmed' }));
    const mail = digestMail([{ id: 'a', ...news }], site);
    expect(mail.subject).toBe(news.subject);
    expect(mail.html).toBe(`${news.html}<p><a href="https://homes.example/viewings">Your viewings</a></p>`);
  });

  test('several changes under one subject of the site’s words, each change’s news in the body', () => {
    const flood = aViewing({ requesterName: 'URGENT call +1-555-0100', reason: 'Call me <now>' });
    const entries = [
      { id: 'a', ...viewingNews({ ...flood, status: 'pending' }) },
      { id: 'b', ...viewingNews({ ...flood, status: 'cancelled' }) },
      { id: 'c', ...viewingNews({ ...flood, status: 'pending' }) },
    ];
    const mail = digestMail(entries, site);
    expect(mail.subject).toBe('3 viewing updates');
    for (const entry of entries) expect(mail.html).toContain(entry.html);
    expect(mail.html).toContain('Call me &lt;now&gt;');
    expect(mail.html.match(/Your viewings/g)).toHaveLength(1);
  });

  test('a digest is named for its person without their id in the name', () => {
    expect(digestIdOf('alice-uid')).toMatch(/^[0-9a-f]{40}$/);
    expect(digestIdOf('alice-uid')).not.toContain('alice');
    expect(digestIdOf('alice-uid')).not.toBe(digestIdOf('bob-uid'));
  });
});

describe('in the recipient’s language (issue 88)', () => {
  test('a German owner reads German: the subject, the time in their words, the way to the viewings', () => {
    const german = mailI18n('de');
    const news = viewingNews(aViewing({ status: 'pending', timeZone: 'Europe/London' }), german);
    expect(news.subject).toMatch(/^Neue Besichtigungsanfrage: .+, \d\d:\d\d–\d\d:\d\d \(Ortszeit London\)$/);
    const mail = digestMail(
      [
        { id: 'a', ...news },
        { id: 'b', ...news },
      ],
      site,
      german,
    );
    expect(mail.subject).toBe('2 Neuigkeiten zu deinen Besichtigungen');
    expect(mail.html).toContain('>Deine Besichtigungen</a>');
  });

  test('a French hunter reads French, with its spacing before a colon', () => {
    const news = viewingNews(aViewing({ status: 'confirmed' }), mailI18n('fr'));
    expect(news.subject.startsWith('Visite confirmée\u00a0: ')).toBe(true);
  });
});
