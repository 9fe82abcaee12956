// The places the listings have, for a forgiving place search (issue 35, defect 6): one document per
// word of the listings' addresses (places/{word}), kept by the server as listings are published,
// moved and deleted. It says how many listings have the word (a search on it finds them), how many
// have it as a place name (a town or a country: a suggestion to offer), and how it is written.
// Without dependencies: the server's trigger, the migration and the site use it.
import { placeWords, SEARCH_LIMITS } from './place-words.ts';

/** The collection of the place index. */
export const PLACES_COLLECTION = 'places';

export interface PlaceEntry {
  /** The word as the address writes it ("Edinburgh"). */
  label: string;
  /** Whether it names a place people search for (a town, a country), not a street or a number. */
  place: boolean;
}

export interface PlaceIndexChange {
  word: string;
  label: string;
  /** Change of the number of listings with the word. */
  listings: number;
  /** Change of the number of listings with it as a place name. */
  places: number;
  /** Change of the number of listings of each spelling. */
  spellings: Record<string, number>;
}

/** A place as stored in the index. */
export interface PlaceDocument {
  word: string;
  label: string;
  listings: number;
  places: number;
  /** Listings of each spelling of the word. */
  spellings: Record<string, number>;
}

/** Folded as placeWords folds: lower case, accents off. */
const fold = (text: string) =>
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
export function placeEntries(location: string): Map<string, PlaceEntry> {
  const text = String(location);
  const words = placeWords(text);
  const entries = new Map<string, PlaceEntry>();
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
export function placeIndexChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): PlaceIndexChange[] {
  const old = before == null ? new Map<string, PlaceEntry>() : placeEntries(before);
  const now = after == null ? new Map<string, PlaceEntry>() : placeEntries(after);
  const changes: PlaceIndexChange[] = [];
  for (const word of new Set([...old.keys(), ...now.keys()])) {
    const [was, is] = [old.get(word), now.get(word)];
    const listings = (is ? 1 : 0) - (was ? 1 : 0);
    const places = (is?.place ? 1 : 0) - (was?.place ? 1 : 0);
    if (listings === 0 && places === 0 && (!is || is.label === was?.label)) continue;
    const spellings: Record<string, number> = {};
    if (was) spellings[was.label] = -1;
    if (is) spellings[is.label] = (spellings[is.label] ?? 0) + 1;
    const label = (is ?? was)?.label ?? word; // one of them is there: the word came from one
    changes.push({ word, label, listings, places, spellings });
  }
  return changes;
}

// How a place is labelled (issue 47): one listing once relabelled a place for everyone (the latest
// spelling won: "1 Street, P̶A̶R̶I̶S̶" turned the suggestion of paris into "P̶A̶R̶I̶S̶", and lYoN did the
// same to Lyon). The index now counts the listings of each spelling, and the label is the best
// spelling by, in order: no overlaid or enclosing marks and none a Latin, Greek or Cyrillic letter
// keeps after Unicode's composition (NFC); the case a place is written in (Lyon, then LYON or lyon,
// then lYoN); the most listings; the first in code point order. One listing can only add a
// spelling: it relabels a place only with a better-written one that more listings use.

const ODD_MARKS =
  /[\u0334-\u0338\u20d2\u20d3\u20d8-\u20da\u20e5\u20e6\u20ea\u20eb\p{Me}]|[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}/u;

/** 0: Title case or a script without case; 1: all upper or all lower case; 2: mixed. */
function caseRank(text: string): number {
  const lower = text.toLowerCase();
  const upper = text.toUpperCase();
  if (lower === upper) return 0;
  const [first = '', ...rest] = text;
  if (first === first.toUpperCase() && rest.join('') === rest.join('').toLowerCase() && first !== first.toLowerCase())
    return 0;
  return text === lower || text === upper ? 1 : 2;
}

const spellingRank = (spelling: string): number[] => [ODD_MARKS.test(spelling) ? 1 : 0, caseRank(spelling)];

/**
 * The label of a place from the listings' spellings of it (spelling → listings), and the label it
 * has (an index written before spellings were counted): the best-written, most used spelling.
 */
export function placeLabel(spellings: Record<string, unknown> | undefined, current?: string | null): string | null {
  const candidates = new Map<string, number>();
  for (const [spelling, count] of Object.entries(spellings ?? {}))
    if (typeof count === 'number' && count > 0)
      candidates.set(spelling.normalize('NFC'), (candidates.get(spelling.normalize('NFC')) ?? 0) + count);
  if (typeof current === 'string' && current !== '' && !candidates.has(current.normalize('NFC')))
    candidates.set(current.normalize('NFC'), 0);
  let best: { spelling: string; rank: number[] } | null = null;
  for (const [spelling, count] of candidates) {
    const rank = [...spellingRank(spelling), -count];
    if (!best) {
      best = { spelling, rank };
      continue;
    }
    const bestRank = best.rank;
    const order = rank.findIndex((value, index) => value !== bestRank[index]);
    const better = order === -1 ? spelling < best.spelling : (rank[order] ?? 0) < (bestRank[order] ?? 0);
    if (better) best = { spelling, rank };
  }
  return best?.spelling ?? null;
}

/** A place document (as stored, or absent) after a change: counts, spellings and label. */
export function applyPlaceChange(
  stored: Readonly<Partial<PlaceDocument>> | Record<string, unknown> | undefined,
  change: PlaceIndexChange,
): PlaceDocument {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const spellings: Record<string, number> = {};
  const kept: unknown = stored?.spellings;
  if (kept && typeof kept === 'object' && !Array.isArray(kept))
    for (const [spelling, count] of Object.entries(kept)) if (number(count) > 0) spellings[spelling] = number(count);
  for (const [spelling, delta] of Object.entries(change.spellings)) {
    const count = (spellings[spelling] ?? 0) + delta;
    if (count > 0) spellings[spelling] = count;
    else delete spellings[spelling];
  }
  const current = typeof stored?.label === 'string' ? stored.label : null;
  return {
    word: change.word,
    label:
      placeLabel(spellings, kept && typeof kept === 'object' && Object.keys(kept).length > 0 ? null : current) ??
      current ??
      change.label,
    listings: Math.max(0, number(stored?.listings) + change.listings),
    places: Math.max(0, number(stored?.places) + change.places),
    spellings,
  };
}
