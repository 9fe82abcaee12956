import { describe, expect, test } from 'vitest';
import type { Conversation } from '../../../../listing-domain/src/conversation-schema.ts';
import { mailI18n } from '../mail/mail-language.ts';
import { messageMail, newlyUnread } from './message-mail.ts';

const conversation = (fields: Partial<Conversation> = {}): Conversation => ({
  id: 'home-1_hunter',
  listingId: 'home-1',
  listingName: 'URGENT call +1-555-0100',
  listingType: 'rent',
  listingPhoto: '',
  landlordId: 'landlord',
  landlordName: 'Lena',
  hunterId: 'hunter',
  hunterName: 'Win a <b>prize</b>',
  lastAt: new Date('2026-12-07T10:00:00Z'),
  lastText: 'Is it still free?\nCall me <now>',
  lastSender: 'hunter',
  unreadFor: ['landlord'],
  ...fields,
});

describe('who a conversation’s change is news to', () => {
  test('a new enquiry is news to the landlord; its sender never', () => {
    expect(newlyUnread(null, conversation())).toEqual(['landlord']);
    expect(newlyUnread(null, conversation({ unreadFor: ['landlord', 'hunter'] }))).toEqual(['landlord']);
  });

  test('a message while the conversation is still unread, a read, or a deletion is news to nobody', () => {
    expect(newlyUnread(conversation(), conversation({ lastText: 'And a garden?' }))).toEqual([]);
    expect(newlyUnread(conversation(), conversation({ unreadFor: [] }))).toEqual([]);
    expect(newlyUnread(conversation(), null)).toEqual([]);
  });

  test('a reply after the other had read it is news to them again', () => {
    const read = conversation({ unreadFor: [] });
    const reply = conversation({ lastSender: 'landlord', unreadFor: ['hunter'] });
    expect(newlyUnread(read, reply)).toEqual(['hunter']);
    expect(newlyUnread(reply, conversation({ unreadFor: ['landlord'] }))).toEqual(['landlord']);
  });
});

describe('a conversation’s e-mail (issues 85, 88)', () => {
  test('its subject is the site’s words in the recipient’s language; the stranger’s text is in the body, escaped', () => {
    const mail = messageMail(conversation(), 'landlord', mailI18n('de'), true, 'https://homes.example');
    expect(mail.subject).toBe('Neue Anfrage zu deiner Immobilie');
    expect(mail.html).toContain('Win a &lt;b&gt;prize&lt;/b&gt; hat dir zu „URGENT call +1-555-0100“ geschrieben:');
    expect(mail.html).toContain('Is it still free?<br>Call me &lt;now&gt;');
    expect(mail.html).toContain('<a href="https://homes.example/inbox/home-1_hunter">Lesen und antworten</a>');
    expect(mail.html).not.toMatch(/<b>|<now>/);
  });

  test('a reply is "a new message" in every language, and names nobody in its subject', () => {
    const reply = conversation({ lastSender: 'landlord', unreadFor: ['hunter'] });
    const subjects = (['en', 'fr', 'de', 'es'] as const).map(
      (locale) => messageMail(reply, 'hunter', mailI18n(locale), false, 'https://homes.example').subject,
    );
    expect(subjects).toEqual([
      'New message in your inbox',
      'Nouveau message dans votre messagerie',
      'Neue Nachricht in deinem Posteingang',
      'Nuevo mensaje en tu bandeja de entrada',
    ]);
    expect(messageMail(reply, 'hunter', mailI18n('en'), false, 'https://homes.example').html).toContain(
      'Lena wrote about “URGENT call +1-555-0100”:',
    );
  });

  test('a long message is quoted in part', () => {
    const mail = messageMail(
      conversation({ lastText: 'a'.repeat(2000) }),
      'landlord',
      mailI18n('en'),
      true,
      'https://x.example',
    );
    expect(mail.html).toContain(`${'a'.repeat(500)}…</blockquote>`);
    expect(mail.html).not.toContain('a'.repeat(501));
  });
});
