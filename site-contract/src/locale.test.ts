import { describe, expect, test } from 'vitest';
import { acceptedLanguages, chooseLocale, localeCookie, pageLocaleOf, siteLocaleOf, writingLocale } from './locale.ts';

describe('choosing the visitor’s language (issue 88)', () => {
  test('a tag names the language the site speaks, whatever its region', () => {
    expect(pageLocaleOf('fr-CA')).toBe('fr');
    expect(pageLocaleOf('DE')).toBe('de');
    expect(pageLocaleOf('es_MX')).toBe('es');
    expect(pageLocaleOf('en-XA')).toBe('en-XA');
    expect(pageLocaleOf('it')).toBeUndefined();
    expect(pageLocaleOf('')).toBeUndefined();
  });

  test('a page writes numbers and dates in its language, an English page in the reader’s way', () => {
    expect(writingLocale('fr')).toBe('fr');
    expect(writingLocale('de-CH')).toBe('de');
    expect(writingLocale('en')).toBeUndefined();
    expect(writingLocale('en-XA')).toBeUndefined();
  });

  test('Accept-Language: best first by weight, then by order; none of q=0 or *', () => {
    expect(acceptedLanguages('it;q=0.9, de-AT, fr;q=0.95, *;q=0.1, es;q=0')).toEqual(['de-AT', 'fr', 'it']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('not a header;q=x')).toEqual([]);
  });

  test('the cookie names the language', () => {
    expect(localeCookie('a=1; __session=de; b=2')).toBe('de');
    expect(localeCookie('__session=xx')).toBeUndefined();
    expect(localeCookie('')).toBeUndefined();
  });

  test('asked for (cookie or ?hl=) first, then the person’s languages, then English', () => {
    expect(chooseLocale({ asked: 'es', preferred: ['fr'] })).toBe('es');
    expect(chooseLocale({ asked: 'xx', preferred: ['it', 'de-CH', 'fr'] })).toBe('de');
    expect(chooseLocale({ preferred: ['it', 'pt'] })).toBe('en');
    // The pseudo-locale is for tests that ask for it, never a browser's choice.
    expect(chooseLocale({ preferred: ['en-XA', 'fr'] })).toBe('fr');
    expect(chooseLocale({ asked: 'en-XA', preferred: [] })).toBe('en-XA');
  });
});

test('a language the site speaks, for a value that names one; never the pseudo-locale', () => {
  expect(siteLocaleOf('fr')).toBe('fr');
  expect(siteLocaleOf('de-AT')).toBe('de');
  expect(siteLocaleOf('en-XA')).toBeUndefined();
  expect(siteLocaleOf(3)).toBeUndefined();
});
