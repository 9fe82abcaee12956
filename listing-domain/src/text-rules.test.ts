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
    // Blank once spaces and invisible characters are gone (issue 34).
    ['\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B', false],
    ['\u00A0\u00A0\u00A0\u00A0\u00A0\u00A0\u00A0\u00A0\u00A0\u00A0', false],
    ['\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000', false],
    ['\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164\u3164', false],
    ['\u2800\uFEFF\u2060\u034F\uFE0F\u115F\uFFA0\u200D\u00AD\u2003', false],
    ['Sunny\u2028House', false],
    ['Sunny\u2029House', false],
    ['Sunny\u00A0House', true],
    ['👩\u200D👩\u200D👧 family home', true],
    // Blank with other invisible characters, and marks alone (issue 47): no letter or digit shows.
    ['\u180B\u180D\u180F\u180B\u180D\u180F\u180B\u180D\u180F\u180B', false],
    ['\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}\u{E0100}', false],
    ['\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0\uFFF0', false],
    ['\u17B4\u17B4\u17B4\u17B4\u17B4\u17B4\u17B4\u17B4\u17B4\u17B4', false],
    ['\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301', false],
    ['!!!!!!!!!!', false],
    // A letter hidden among more invisible characters than it has visible ones.
    ['a\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B', false],
    ['ab\u200Bc', true],
    ['Flat 2', true],
    ['P̶A̶R̶I̶S̶', true],
    ['東京の部屋', true],
    ['नमस्ते घर', true],
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
    '[\\\\x{00}-\\\\x{1F}\\\\x{7F}-\\\\x{9F}\\\\x{61C}\\\\x{200E}-\\\\x{200F}\\\\x{2028}-\\\\x{2029}\\\\x{202A}-\\\\x{202E}\\\\x{2066}-\\\\x{2069}]',
  );
});

test('a person name of spaces and invisible characters only is no name', () => {
  expect(cleanPersonName('\u200B\u3164 \u00A0')).toBe('');
});

test('a person name keeps its letters and loses invisible controls and surrounding spaces', () => {
  expect(cleanPersonName('  Zoë \u202EO\u0000Brien ')).toBe('Zoë OBrien');
  expect(isCleanText(cleanPersonName(' \u202E Ana '))).toBe(true);
});
