// Forgiving a place search that found nothing (issue 35, defect 6): of the words typed, keep those
// some listing's address has, put right a typo from the places the listings have ("edinburg" →
// Edinburgh), and leave out a word no address has ("UK" when no address says it). Pure: the
// reads come in as functions (places.ts does them through Firestore's REST endpoint).
import { distance } from 'fastest-levenshtein';

/** A place of the index as the search needs it. */
export interface KnownPlace {
  word: string;
  label: string;
  /** Listings whose address has the word. */
  listings: number;
  /** Listings that have it as a place name (a town, a country). */
  places: number;
}

export interface PlaceLookup {
  /** The index's entry of each word (undefined: no listing has it). */
  get: (words: string[]) => Promise<(KnownPlace | undefined)[]>;
  /** Places starting with `prefix`, in the order of their words, a page at most. */
  startingWith: (prefix: string) => Promise<KnownPlace[]>;
}

export interface PlaceResolution {
  /** The place to search instead, written as the addresses write it ("Edinburgh"). */
  place: string;
  /** Words typed that no listing's address has, left out. */
  dropped: string[];
  /** Typos put right: what was typed and the place searched instead. */
  corrected: { typed: string; place: string }[];
}

/** Letters a typo may change in a word of this length: none below 4, one up to 6, then two. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 6 ? 1 : 2;
}

/**
 * The first letters of a word, which the places a typo is looked for among start with (the index is
 * read a page at a time): two, three from 7 letters. A typo in them is not forgiven.
 */
export const typoPrefix = (word: string) => word.slice(0, word.length >= 7 ? 3 : 2);

/** The nearest place to `word` among `candidates`, within its typo allowance; undefined if none. */
export function nearestPlace(word: string, candidates: KnownPlace[]): KnownPlace | undefined {
  const allowance = typoAllowance(word);
  let best: { place: KnownPlace; distance: number } | undefined;
  for (const place of candidates) {
    if (place.listings <= 0 || place.word === word) continue;
    const d = distance(word, place.word);
    if (d > allowance) continue;
    // Nearest first; between equals, the place that names a town, then the one with more homes.
    if (
      !best ||
      d < best.distance ||
      (d === best.distance && (place.places > best.place.places || place.listings > best.place.listings))
    )
      best = { place, distance: d };
  }
  return best?.place;
}

/**
 * What to search instead of `words` (the place words searched, folded as the index has them, with
 * `typed` as the visitor wrote each), or null when nothing better is known: every word is in some
 * address already, or none can be kept or put right.
 */
export async function resolvePlace(
  words: string[],
  typed: string[],
  lookup: PlaceLookup,
): Promise<PlaceResolution | null> {
  if (words.length === 0) return null;
  const known = await lookup.get(words);
  const kept: string[] = [];
  const dropped: string[] = [];
  const corrected: PlaceResolution['corrected'] = [];
  for (const [i, word] of words.entries()) {
    const entry = known[i];
    if (entry && entry.listings > 0) {
      kept.push(entry.label);
      continue;
    }
    const near = typoAllowance(word) > 0 ? nearestPlace(word, await lookup.startingWith(typoPrefix(word))) : undefined;
    if (near) {
      kept.push(near.label);
      corrected.push({ typed: typed[i] ?? word, place: near.label });
    } else dropped.push(typed[i] ?? word);
  }
  if (kept.length === 0 || (dropped.length === 0 && corrected.length === 0)) return null;
  return { place: kept.join(' '), dropped, corrected };
}
