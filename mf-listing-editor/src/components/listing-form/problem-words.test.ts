import { setupI18n } from '@lingui/core';
import { DRAFT_RULES, draftRuleMessages, type ValidationProblem } from 'listing-domain';
import { describe, expect, test } from 'vitest';
import { messages as french } from '../../locales/fr.po';
import { problemWords } from './problem-words.ts';

const problem = (rule: ValidationProblem['rule'], length?: number): ValidationProblem => ({
  field: 'name',
  rule,
  message: 'listing-domain’s English',
  hint: 'listing-domain’s hint',
  length,
});

describe('what the form says of a problem, in the page’s language (issue 88)', () => {
  test('this slice’s English for every rule is listing-domain’s, word for word', () => {
    // A page in a language with no words loaded says the catalogue's English source.
    const source = setupI18n({ locale: 'en-XA', messages: { 'en-XA': {} } });
    const all = draftRuleMessages({ type: 'rent', currency: 'USD', offer: true, geocoding: false });
    expect(new Set(all.map(({ rule }) => rule))).toEqual(new Set(DRAFT_RULES));
    for (const { rule, message, hint } of all) {
      const said = problemWords(source, problem(rule, 5012), 'USD');
      expect(said.message).toBe(message);
      expect(said.hint).toBe(typeof hint === 'function' ? hint('x'.repeat(5012)) : hint);
    }
  });

  test('English pages say listing-domain’s words as they are', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(problemWords(english, problem('discount'), 'EUR')).toEqual({
      message: 'listing-domain’s English',
      hint: 'listing-domain’s hint',
    });
  });

  test('French: the rule in French, its prices written the French way', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: french } });
    expect(problemWords(fr, problem('regular-price'), 'EUR').message).toBe(
      'Le prix normal doit être compris entre 50\u00a0€ et 750\u202f000\u202f000\u00a0€',
    );
    expect(problemWords(fr, problem('discount'), 'EUR').message).toBe(
      'Le prix réduit doit être inférieur au prix normal',
    );
  });
});
