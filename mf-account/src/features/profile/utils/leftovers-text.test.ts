import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import type { AccountLeftovers } from '../../../api/account/account-errors.ts';
import { messages as english } from '../../../locales/en.po';
import { messages as french } from '../../../locales/fr.po';
import { leftoversText } from './leftovers-text.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: english, fr: french } });

describe('what a deletion that stopped left, in the person’s language', () => {
  test.each<[AccountLeftovers, string]>([
    [
      { listings: 2, photos: 3, profile: true, account: true },
      'Still there: 2 listings (3 photos), your profile and your account.',
    ],
    [
      { listings: 1, photos: 0, profile: true, account: true },
      'Still there: 1 listing, your profile and your account.',
    ],
    [{ listings: 0, photos: 0, profile: true, account: true }, 'Still there: your profile and your account.'],
    [{ listings: 0, photos: 0, profile: false, account: true }, 'Still there: your account.'],
  ])('in English: %j', (left, text) => {
    i18n.activate('en');
    expect(leftoversText(i18n, left)).toBe(`Your account was not fully deleted. ${text} Retry to finish.`);
  });

  test('in French, with its plurals and its way of joining a list', () => {
    i18n.activate('fr');
    expect(leftoversText(i18n, { listings: 1, photos: 2, profile: true, account: true })).toBe(
      'Votre compte n’a pas été entièrement supprimé. Il reste\u00a0: 1 annonce (2 photos), votre profil et votre compte. Réessayez pour terminer.',
    );
  });
});
