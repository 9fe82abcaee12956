// What a name or a place may contain, defined once: the forms and the data layer check it here, and
// firestore.rules spells the same character class (a unit test compares them). Control characters
// (C0, DEL, C1) and the bidirectional controls that can reorder what a reader sees (U+202E shows
// the rest of a line backwards) are refused; so are blank text and text with spaces around it.

/** Refused code points, as inclusive ranges. */
export const FORBIDDEN_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** The RE2 character class of the refused code points, as firestore.rules writes it (its `\\` doubled). */
export function forbiddenTextRulesClass(): string {
  const one = (n: number) => `\\\\x{${hex(n)}}`;
  return `[${FORBIDDEN_TEXT_RANGES.map(([low, high]) => (low === high ? one(low) : `${one(low)}-${one(high)}`)).join('')}]`;
}

const FORBIDDEN = new RegExp(
  `[${FORBIDDEN_TEXT_RANGES.map(([low, high]) => `\\u{${hex(low)}}-\\u{${hex(high)}}`).join('')}]`,
  'u',
);

const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

/** A person's name as the profile stores it: refused characters dropped, trimmed. */
export function cleanPersonName(name: string): string {
  return name.replace(FORBIDDEN_ALL, '').trim();
}

/** True when `text` has a control character or a bidirectional control. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** True for text the backend stores as a name or place: trimmed, not blank, no refused character. */
export function isCleanText(text: string): boolean {
  return text.length > 0 && text === text.trim() && !hasForbiddenCharacters(text);
}
