// What a name or a place may contain, defined once: the forms and the data layer check it here, and
// firestore.rules spells the same character class (a unit test compares them). Control characters
// (C0, DEL, C1), the line and paragraph separators (U+2028, U+2029: a name is one line) and the
// bidirectional controls that can reorder what a reader sees (U+202E shows the rest of a line
// backwards) are refused; so are text with spaces around it and text that shows nothing.
//
// "Shows nothing" (issue 34): text whose every character is a space or an invisible one. The set is
// Unicode's separators (\p{Z}: U+0020, U+00A0, U+2000–U+200A, U+3000 and the rest), its format
// characters (\p{Cf}: U+200B, U+200D, U+2060, U+FEFF, soft hyphen…) and controls (\p{Cc}), plus the
// letters and marks fonts draw as blank: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the
// blank Braille pattern (U+2800), the combining grapheme joiner (U+034F) and the variation
// selectors (U+FE00–U+FE0F). Those are the characters people use to fake a blank name; a name may
// still contain them beside visible characters (a space between words, a joiner in an emoji).

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

/** Code points drawn as blank beyond the Unicode classes \p{Z}, \p{Cf} and \p{Cc}, as inclusive ranges. */
export const BLANK_LOOKING_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xffa0, 0xffa0],
];

/** The RE2 class of a character that shows, as firestore.rules writes it (its `\\` doubled). */
export function visibleTextRulesClass(): string {
  const one = (n: number) => `\\\\x{${hex(n)}}`;
  const ranges = BLANK_LOOKING_RANGES.map(([low, high]) => (low === high ? one(low) : `${one(low)}-${one(high)}`));
  return `[^\\\\p{Z}\\\\p{Cf}\\\\p{Cc}${ranges.join('')}]`;
}

const VISIBLE = new RegExp(
  `[^\\p{Z}\\p{Cf}\\p{Cc}${BLANK_LOOKING_RANGES.map(([low, high]) => `\\u{${hex(low)}}-\\u{${hex(high)}}`).join('')}]`,
  'u',
);

/** True when `text` has at least one character that shows (not only spaces and invisible characters). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
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
