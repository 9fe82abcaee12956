import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { messages as english } from '../locales/en.po';
import { messages as german } from '../locales/de.po';
import { characterCountText, problemText, sendLimitText } from './message-words.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: english, de: german } });

describe('what the message forms say (issue 88)', () => {
  test('in English, as before', () => {
    i18n.activate('en');
    expect(problemText(i18n, { kind: 'empty' })).toBe('Write a message.');
    expect(problemText(i18n, { kind: 'too-long', length: 2001, max: 2000 })).toBe(
      'A message is at most 2000 characters (2001 now).',
    );
    expect(sendLimitText(i18n, 'minute', 15)).toBe(
      'You have sent 30 messages in a minute. You can send again in 15 seconds.',
    );
    expect(sendLimitText(i18n, 'hour', 1800)).toBe(
      'You can write about 10 new homes an hour. You can write about another in 30 minutes.',
    );
    expect(sendLimitText(i18n, 'hour', 50)).toBe(
      'You can write about 10 new homes an hour. You can write about another in 1 minute.',
    );
    expect(characterCountText(i18n, 12, 2000)).toBe('12 / 2000 characters');
    expect(characterCountText(i18n, 2003, 2000)).toBe('2003 / 2000 characters: 3 too many');
  });

  test('in German, with its plurals', () => {
    i18n.activate('de');
    expect(sendLimitText(i18n, 'minute', 1)).toBe(
      'Du hast 30 Nachrichten in einer Minute gesendet. Du kannst in 1 Sekunde wieder senden.',
    );
    expect(problemText(i18n, { kind: 'empty' })).toBe('Schreib eine Nachricht.');
  });
});
