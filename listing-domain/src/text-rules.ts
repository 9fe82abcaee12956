// What a name or a place may contain, defined once: the forms and the data layer check it here, and
// firestore.rules spells the same character class (a unit test compares them). Control characters
// (C0, DEL, C1), the line and paragraph separators (U+2028, U+2029: a name is one line) and the
// bidirectional controls that can reorder what a reader sees (U+202E shows the rest of a line
// backwards) are refused; so are text with spaces around it and text that shows nothing.
//
/** Refused code points, as inclusive ranges. */
export const FORBIDDEN_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** A text's line break: refused in names and places, allowed in a description (its paragraphs). */
const LINE_FEED = 0x0a;

/** The refused code points of a description: a name's, less the line break. */
export const FORBIDDEN_DESCRIPTION_RANGES: readonly (readonly [number, number])[] = FORBIDDEN_TEXT_RANGES.flatMap(
  ([low, high]) =>
    low <= LINE_FEED && LINE_FEED <= high
      ? ([
          [low, LINE_FEED - 1],
          [LINE_FEED + 1, high],
        ] as const)
      : [[low, high] as const],
);

/** An RE2 character class of code point ranges, as firestore.rules writes it (its `\\` doubled). */
function rulesClass(ranges: readonly (readonly [number, number])[]): string {
  const one = (n: number) => `\\\\x{${hex(n)}}`;
  return `[${ranges.map(([low, high]) => (low === high ? one(low) : `${one(low)}-${one(high)}`)).join('')}]`;
}

/** The RE2 character class of the refused code points, as firestore.rules writes it. */
export function forbiddenTextRulesClass(): string {
  return rulesClass(FORBIDDEN_TEXT_RANGES);
}

/** The same for a description (line breaks allowed). */
export function forbiddenDescriptionRulesClass(): string {
  return rulesClass(FORBIDDEN_DESCRIPTION_RANGES);
}

// "Shows something" (issue 47): a list of invisible characters to refuse is never complete (the
// Mongolian variation selectors, U+E0100…, U+FFF0, combining marks alone all passed it), so the
// rule names what a text must contain instead: at least one letter or digit (\p{L}, \p{N}) once
// the invisible characters are gone, and no more invisible characters than visible ones (letters,
// digits, punctuation and symbols). Invisible: Unicode's format characters (\p{Cf}: U+200B, U+2060,
// U+FEFF, the tags…), private-use ones (\p{Co}), and the characters fonts draw as blank
// (BLANK_LOOKING_RANGES). Lengths are counted in UTF-16 units, as the rules' `size()` counts them.

/** Code points drawn as blank beyond \p{Cf} and \p{Co}, as inclusive ranges. */
export const BLANK_LOOKING_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors
  [0x2800, 0x2800], // blank Braille pattern
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfff8], // unassigned specials
  [0xe0100, 0xe01ef], // variation selectors supplement
];

/** The invisible characters' class, in the syntax of `flavour` (JavaScript's `u` flag or the rules' RE2). */
function invisibleClass(flavour: 'js' | 'rules'): string {
  const one = (n: number) => (flavour === 'js' ? `\\u{${hex(n)}}` : `\\x{${hex(n)}}`);
  const ranges = BLANK_LOOKING_RANGES.map(([low, high]) => (low === high ? one(low) : `${one(low)}-${one(high)}`));
  return `[\\p{Cf}\\p{Co}${ranges.join('')}]`;
}

/** firestore.rules' `showsSomething(text)`, as the rules file writes it (its `\` doubled). */
export function showsSomethingRulesFunction(): string {
  const rules = (pattern: string) => pattern.replaceAll('\\', '\\\\');
  return [
    'function showsSomething(text) {',
    `      let shown = text.replace('${rules(invisibleClass('rules'))}', '');`,
    `      return shown.matches('(?s).*${rules('[\\p{L}\\p{N}]')}.*')`,
    `        && text.size() - shown.size() <= shown.replace('${rules(NOT_VISIBLE_CLASS)}', '').size();`,
    '    }',
  ].join('\n');
}

const INVISIBLE_ALL = new RegExp(invisibleClass('js'), 'gu');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NOT_VISIBLE_CLASS = '[^\\p{L}\\p{N}\\p{P}\\p{S}]';
const NOT_VISIBLE_ALL = new RegExp(NOT_VISIBLE_CLASS, 'gu');

/**
 * True when `text` shows something: a letter or a digit, and no more invisible characters than
 * visible ones (firestore.rules' `showsSomething`, which a test compares with this).
 */
export function hasVisibleCharacter(text: string): boolean {
  const shown = text.replace(INVISIBLE_ALL, '');
  if (!LETTER_OR_DIGIT.test(shown)) return false;
  const invisible = text.length - shown.length;
  return invisible <= shown.replace(NOT_VISIBLE_ALL, '').length;
}

const FORBIDDEN = new RegExp(
  `[${FORBIDDEN_TEXT_RANGES.map(([low, high]) => `\\u{${hex(low)}}-\\u{${hex(high)}}`).join('')}]`,
  'u',
);

const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

/** A person's name as the profile stores it: refused characters dropped, trimmed; '' when nothing shows. */
export function cleanPersonName(name: string): string {
  const cleaned = name.replace(FORBIDDEN_ALL, '').trim();
  return hasVisibleCharacter(cleaned) ? cleaned : '';
}

/** True when `text` has a control character or a bidirectional control. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** True for text the backend stores as a name or place: trimmed, something shows, no refused character. */
export function isCleanText(text: string): boolean {
  return text === text.trim() && hasVisibleCharacter(text) && !hasForbiddenCharacters(text);
}
