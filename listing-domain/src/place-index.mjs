// The places the listings have, for a forgiving place search (issue 35, defect 6): one document per
// word of the listings' addresses (places/{word}), kept by the server as listings are published,
// moved and deleted. It says how many listings have the word (a search on it finds them), how many
// have it as a place name (a town or a country: a suggestion to offer), and how it is written.
// Plain JavaScript without dependencies: the server's trigger, the migration and the site use it.
import { placeWords, SEARCH_LIMITS } from './place-words.mjs';

/** The collection of the place index. */
export const PLACES_COLLECTION = 'places';

/** Folded as placeWords folds: lower case, accents off. */
const fold = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The words of an address as the search has them (placeWords: the first 8, each cut to 24
 * characters), each with how it is written and whether it names a place people search for: a word
 * without digits, after the address's first comma (the street's part) when it has one.
 * "12 Princes Street, Edinburgh EH2 2AN, UK" → edinburgh and uk are places; 12, princes, street,
 * eh2, 2an are words only.
 */
export function placeEntries(location) {
  const text = String(location);
  const words = placeWords(text);
  const entries = new Map();
  const parts = text.split(',');
  let index = 0;
  parts.forEach((part, partIndex) => {
    for (const raw of part.normalize('NFC').split(/[^\p{L}\p{N}\p{M}]+/u)) {
      if (index >= words.length) return;
      const folded = fold(raw)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      for (const piece of folded) {
        const word = words[index];
        index += 1;
        if (word === undefined || piece.slice(0, SEARCH_LIMITS.placeWordMaxLength) !== word) continue;
        const named = (parts.length === 1 || partIndex > 0) && !/\d/.test(word) && word.length >= 2;
        const label = folded.length === 1 ? raw.slice(0, SEARCH_LIMITS.placeWordMaxLength) : piece;
        const known = entries.get(word);
        entries.set(word, { label: known?.label ?? label, place: (known?.place ?? false) || named });
      }
    }
  });
  return entries;
}

/**
 * What a change of a listing's address (null: none, as when it is created or deleted) changes in
 * the place index: for each word, +1 or -1 to its listings and to its place count, and its label.
 */
export function placeIndexChanges(before, after) {
  const old = before == null ? new Map() : placeEntries(before);
  const now = after == null ? new Map() : placeEntries(after);
  const changes = [];
  for (const word of new Set([...old.keys(), ...now.keys()])) {
    const [was, is] = [old.get(word), now.get(word)];
    const listings = (is ? 1 : 0) - (was ? 1 : 0);
    const places = (is?.place ? 1 : 0) - (was?.place ? 1 : 0);
    if (listings === 0 && places === 0 && (!is || is.label === was?.label)) continue;
    changes.push({ word, label: (is ?? was).label, listings, places });
  }
  return changes;
}
