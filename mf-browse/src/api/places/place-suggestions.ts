// Places suggested as a visitor types a place (issue 35, defect 6): the index's places whose word
// starts with the word being typed, the ones with most homes first, each offered as the whole text
// with that word completed ("12 Quay Street, Edin" → "12 Quay Street, Edinburgh").
import { placeWords } from 'listing-domain';
import type { KnownPlace } from './place-resolution.ts';

/** Suggestions offered at most. */
export const SUGGESTIONS_MAX = 6;

/** The word being typed (the text's last), folded as the index has it; '' when too short to suggest from. */
export function typedWord(text: string): string {
  const last = /([\p{L}\p{N}\p{M}]+)$/u.exec(text.trimEnd())?.[1] ?? '';
  const [word = ''] = placeWords(last);
  return word.length >= 2 ? word : '';
}

/** The texts to offer for `text`, from the places found for its last word. */
export function placeSuggestions(text: string, places: KnownPlace[]): string[] {
  const trimmed = text.trimEnd();
  const last = /([\p{L}\p{N}\p{M}]+)$/u.exec(trimmed)?.[1] ?? '';
  const before = trimmed.slice(0, trimmed.length - last.length);
  return places
    .filter((place) => place.places > 0 && place.listings > 0)
    .sort((a, b) => b.listings - a.listings || a.word.localeCompare(b.word))
    .slice(0, SUGGESTIONS_MAX)
    .map((place) => `${before}${place.label}`);
}
