// The place index (places/{word}, written by the server: listing-domain/src/place-index.ts) read
// through Firestore's REST endpoint: a few documents by id, or a page of places by the start of
// their word. No SDK to download for it.
import { decodeRunQueryResponse, type RestDocument } from 'listing-domain';
import { PLACES_COLLECTION } from 'listing-domain/place-index';
import { firestoreDocumentsAddress } from 'shared-firebase';
import { batchGetDocuments } from '../firestore-batch-get.ts';
import { readFirestoreRest } from '../firestore-post.ts';
import type { KnownPlace, PlaceLookup } from './place-resolution.ts';

/** Places read at most by one prefix search (the rules allow 50). */
export const PLACE_PAGE = 50;

function knownPlace(document: RestDocument | null): KnownPlace | undefined {
  const data = document?.data as Partial<KnownPlace> | undefined;
  if (!document || typeof data?.label !== 'string') return undefined;
  return {
    word: document.id,
    label: data.label,
    listings: typeof data.listings === 'number' ? data.listings : 0,
    places: typeof data.places === 'number' ? data.places : 0,
  };
}

/** The fields of a place the search reads (its spellings' counts stay on the server). */
const PLACE_FIELDS = ['word', 'label', 'listings', 'places'];

/** The places of `words` (undefined for a word no listing has). */
export async function placesOf(words: readonly string[]): Promise<(KnownPlace | undefined)[]> {
  const documents = await batchGetDocuments(PLACES_COLLECTION, words, PLACE_FIELDS);
  return documents.map((document) => knownPlace(document ?? null));
}

/**
 * The runQuery body of the documents of `collection` whose `field` starts with `prefix`, in its
 * order, `limit` at most, with `fields` only.
 */
export function startingWithBody(
  collection: string,
  field: string,
  fields: readonly string[],
  prefix: string,
  limit: number,
): string {
  const bound = (op: string, value: string) => ({
    fieldFilter: { field: { fieldPath: field }, op, value: { stringValue: value } },
  });
  return JSON.stringify({
    structuredQuery: {
      select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
      from: [{ collectionId: collection }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [bound('GREATER_THAN_OR_EQUAL', prefix), bound('LESS_THAN', `${prefix}\uf8ff`)],
        },
      },
      orderBy: [{ field: { fieldPath: field }, direction: 'ASCENDING' }],
      limit,
    },
  });
}

/** The documents of `collection` whose `field` starts with `prefix`, `limit` at most. */
export async function documentsStartingWith(
  collection: string,
  field: string,
  fields: readonly string[],
  prefix: string,
  limit: number,
): Promise<RestDocument[]> {
  const answer = await readFirestoreRest(
    {
      url: `${firestoreDocumentsAddress()}:runQuery`,
      body: startingWithBody(collection, field, fields, prefix, limit),
    },
    collection,
  );
  const documents = decodeRunQueryResponse(answer);
  if (!documents) throw new Error(`${collection}: not a runQuery answer`);
  return documents;
}

/** The runQuery body of the places whose word starts with `prefix`, in order, `limit` at most. */
export const placesStartingWithBody = (prefix: string, limit: number): string =>
  startingWithBody(PLACES_COLLECTION, 'word', PLACE_FIELDS, prefix, limit);

/** Places whose word starts with `prefix` (folded as the index's words are), `limit` at most. */
export async function placesStartingWith(prefix: string, limit = PLACE_PAGE): Promise<KnownPlace[]> {
  const documents = await documentsStartingWith(PLACES_COLLECTION, 'word', PLACE_FIELDS, prefix, limit);
  return documents.map(knownPlace).filter((place): place is KnownPlace => place !== undefined);
}

/** The place index as resolvePlace reads it. */
export const placeLookup: PlaceLookup = {
  get: (words) => placesOf(words),
  startingWith: (prefix) => placesStartingWith(prefix),
};
