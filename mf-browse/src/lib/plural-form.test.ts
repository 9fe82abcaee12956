import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { pluralForm } from './plural-form.ts';

const speaking = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

describe('the plural category of a count', () => {
  test('in English, one for 1 and other for every other count', () => {
    expect([0, 1, 2, 21].map((n) => pluralForm(speaking('en'), n))).toEqual(['other', 'one', 'other', 'other']);
  });

  test('in French, 0 and 1 are singular; in German, 0 is plural', () => {
    expect([0, 1, 2].map((n) => pluralForm(speaking('fr'), n))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(speaking('de'), n))).toEqual(['other', 'one', 'other']);
  });
});
