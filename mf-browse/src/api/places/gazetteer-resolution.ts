// A place as people type it (issue 51), resolved against the gazetteer index the server keeps
// (gazetteerNames/{name}: the towns, regions and countries of the listings, by every name people
// call them): "Edinburgh, UK" and "Edinburgh, Scotland" are the town of Edinburgh; "Scotland" the
// region; "France", "UK" or "United Kingdom" a country; "Lyon 69002" Lyon; "homes in France"
// France. When a query names two places, the most precise wins and the others must agree (a town
// and its country); a word that names no place (a street's) leaves the search to the addresses'
// words. Pure: the reads come in as a function (gazetteer.ts does them through Firestore's REST).
import { PLACE_NAME_MAX_WORDS, placeWords, type GazetteerEntry, type GazetteerKind } from 'listing-domain';

/** A place the index knows, with its id. */
export interface NamedPlace extends GazetteerEntry {
  id: string;
}

/** The places of each name asked (a name no listing's place has is absent). */
export type GazetteerNames = (names: string[]) => Promise<Map<string, Record<string, GazetteerEntry>>>;

/** Words that say what is searched, not where: "homes in France", "flats near Lyon". */
const FILLER = new Set([
  'home',
  'homes',
  'house',
  'houses',
  'flat',
  'flats',
  'apartment',
  'apartments',
  'property',
  'properties',
  'rent',
  'rental',
  'sale',
  'buy',
  'for',
  'to',
  'in',
  'near',
  'around',
  'at',
  'the',
]);

/** Names looked up at most for one query. */
const NAMES_MAX = 40;

/** The runs of words a query's names may be: within each part between commas, 1 to 5 words. */
export function candidateNames(text: string): string[][] {
  return text.split(',').map((part) => placeWords(part));
}

function namesOf(parts: string[][]): string[] {
  const names: string[] = [];
  for (const words of parts)
    for (let size = PLACE_NAME_MAX_WORDS; size >= 1; size -= 1)
      for (let start = 0; start + size <= words.length; start += 1)
        names.push(words.slice(start, start + size).join('-'));
  return [...new Set(names)].slice(0, NAMES_MAX);
}

const RANK: Record<GazetteerKind, number> = { town: 0, region: 1, country: 2 };

/** Whether `place` agrees with a name's places: it is one of them, or lies in one of them. */
const agrees = (place: NamedPlace, named: Record<string, GazetteerEntry>) =>
  Object.keys(named).some((id) => id === place.id || place.within.includes(id));

/**
 * The place `text` names, or null when it names none the listings are in (or a word of it names
 * no place: a street, a typo), so the search goes by the addresses' words as before.
 */
export async function resolveGazetteerPlace(text: string, lookup: GazetteerNames): Promise<NamedPlace | null> {
  const parts = candidateNames(text);
  const names = namesOf(parts);
  if (names.length === 0) return null;
  const found = await lookup(names);
  // Each part read left to right, the longest name first: every word must be part of a name, a
  // number (a postcode, a district: "Lyon 69002") or a filler word.
  const matched: Record<string, GazetteerEntry>[] = [];
  for (const words of parts) {
    let start = 0;
    while (start < words.length) {
      let size = Math.min(PLACE_NAME_MAX_WORDS, words.length - start);
      while (size > 0 && !found.has(words.slice(start, start + size).join('-'))) size -= 1;
      if (size > 0) {
        matched.push(found.get(words.slice(start, start + size).join('-'))!);
        start += size;
        continue;
      }
      const word = words[start]!;
      if (!/\d/.test(word) && !FILLER.has(word)) return null;
      start += 1;
    }
  }
  if (matched.length === 0) return null;
  const candidates = new Map<string, NamedPlace>();
  for (const named of matched) for (const [id, entry] of Object.entries(named)) candidates.set(id, { ...entry, id });
  const agreeing = [...candidates.values()].filter((place) => matched.every((named) => agrees(place, named)));
  agreeing.sort(
    (a, b) =>
      RANK[a.kind] - RANK[b.kind] || b.listings - a.listings || b.population - a.population || a.id.localeCompare(b.id),
  );
  return agreeing[0] ?? null;
}

/** Suggestions offered at most. */
export const GAZETTEER_SUGGESTIONS_MAX = 6;

/**
 * The places to suggest for a name being typed, from the places of the names that start with it:
 * countries, then regions, then towns, the most populous first; each once.
 */
export function gazetteerSuggestions(named: Record<string, GazetteerEntry>[]): NamedPlace[] {
  const places = new Map<string, NamedPlace>();
  for (const entries of named)
    for (const [id, entry] of Object.entries(entries)) if (entry.listings > 0) places.set(id, { ...entry, id });
  return [...places.values()]
    .sort(
      (a, b) =>
        RANK[b.kind] - RANK[a.kind] ||
        b.population - a.population ||
        b.listings - a.listings ||
        a.id.localeCompare(b.id),
    )
    .slice(0, GAZETTEER_SUGGESTIONS_MAX);
}
