import { describe, expect, test } from 'vitest';
import { cleanPersonName, forbiddenTextRulesClass, hasForbiddenCharacters, isCleanText } from './text-rules.ts';

describe('isCleanText', () => {
  test.each([
    ['Sunny Family House', true],
    ['48 Rue de la Paix, Lyon', true],
    ['Maison à Montréal', true],
    ['شقة في دبي', true],
    ['', false],
    ['          ', false],
    [' Sunny House', false],
    ['Sunny House ', false],
    ['Sunny\u0000House', false],
    ['Sunny\u001bHouse', false],
    ['Sunny\nHouse', false],
    ['Sunny\u0085House', false],
    ['gpj.\u202Eexe', false],
    ['Sunny\u2067House', false],
    ['Sunny\u200FHouse', false],
  ])('%j → %s', (text, clean) => {
    expect(isCleanText(text)).toBe(clean);
  });

  test('refuses no ordinary letter, digit or punctuation', () => {
    const printable = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    expect(hasForbiddenCharacters(printable)).toBe(false);
  });
});

test('the rules class names the same ranges', () => {
  expect(forbiddenTextRulesClass()).toBe(
    '[\\\\x{00}-\\\\x{1F}\\\\x{7F}-\\\\x{9F}\\\\x{61C}\\\\x{200E}-\\\\x{200F}\\\\x{202A}-\\\\x{202E}\\\\x{2066}-\\\\x{2069}]',
  );
});

test('a person name keeps its letters and loses invisible controls and surrounding spaces', () => {
  expect(cleanPersonName('  Zoë \u202EO\u0000Brien ')).toBe('Zoë OBrien');
  expect(isCleanText(cleanPersonName(' \u202E Ana '))).toBe(true);
});
