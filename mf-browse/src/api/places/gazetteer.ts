// The gazetteer index (issue 51; written by the server: mf-browse/functions/src/places/
// gazetteer-index.ts) read through Firestore's REST endpoint: the places of a few names in one
// batchGet, the names that start with what is typed, and one place by its id.
import {
  GAZETTEER_ENTRY_FIELDS,
  GAZETTEER_NAMES,
  GAZETTEER_PLACES,
  readGazetteerEntry,
  type GazetteerEntry,
  type GazetteerNameDocument,
} from 'listing-domain';
import { batchGetDocuments } from '../firestore-batch-get.ts';
import { documentsStartingWith } from './places.ts';
import type { GazetteerNames, NamedPlace } from './gazetteer-resolution.ts';

function placesOfName(data: Record<string, unknown> | undefined): Record<string, GazetteerEntry> | undefined {
  const places = (data as Partial<GazetteerNameDocument> | undefined)?.places;
  if (typeof places !== 'object' || places === null) return undefined;
  const entries: Record<string, GazetteerEntry> = {};
  for (const [id, value] of Object.entries(places)) {
    const entry = readGazetteerEntry(value);
    if (entry && entry.listings > 0) entries[id] = entry;
  }
  return Object.keys(entries).length > 0 ? entries : undefined;
}

/**
 * The places of each of `names` (a name of no listing's place is left out), read at Firestore's
 * REST `address` (the page's by default; the server's for a first screen).
 */
export const gazetteerNamesAt =
  (address?: string): GazetteerNames =>
  async (names) => {
    const documents = await batchGetDocuments(GAZETTEER_NAMES, names, ['places'], address);
    const found = new Map<string, Record<string, GazetteerEntry>>();
    documents.forEach((document, index) => {
      const places = placesOfName(document?.data);
      if (places) found.set(names[index]!, places);
    });
    return found;
  };

/** The places of each of `names`, read at the page's Firestore. */
export const gazetteerNamesOf: GazetteerNames = gazetteerNamesAt();

/** Names read at most for one suggestion (the rules allow 50). */
const NAMES_PAGE = 20;

/** The places of the names that start with `prefix` (folded as names are keyed). */
export async function gazetteerNamesStartingWith(prefix: string): Promise<Record<string, GazetteerEntry>[]> {
  const documents = await documentsStartingWith(GAZETTEER_NAMES, 'key', ['key', 'places'], prefix, NAMES_PAGE);
  return documents
    .map((document) => placesOfName(document.data))
    .filter((p): p is Record<string, GazetteerEntry> => !!p);
}

/** One place by its id, or null when no listing is in it (any more). */
export async function gazetteerPlace(id: string): Promise<NamedPlace | null> {
  const [document] = await batchGetDocuments(GAZETTEER_PLACES, [id], GAZETTEER_ENTRY_FIELDS);
  const entry = readGazetteerEntry(document?.data);
  return entry ? { ...entry, id } : null;
}
