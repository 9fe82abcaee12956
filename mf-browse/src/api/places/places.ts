// The place index (places/{word}, written by the server: listing-domain/src/place-index.mjs) read
// through Firestore's REST endpoint: a few documents by id, or a page of places by the start of
// their word. No SDK to download for it.
import { decodeFirestoreDocument, decodeRunQueryResponse, type RestDocument } from 'listing-domain';
import { PLACES_COLLECTION } from 'listing-domain/place-index';
import { firestoreDocumentsAddress } from 'shared-firebase';
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

async function placeOf(word: string): Promise<KnownPlace | undefined> {
  const response = await fetch(`${firestoreDocumentsAddress()}/${PLACES_COLLECTION}/${encodeURIComponent(word)}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`places: Firestore answered ${response.status}`);
  return knownPlace(decodeFirestoreDocument(await response.json()));
}

/** The runQuery body of the places whose word starts with `prefix`, in order, `limit` at most. */
export function placesStartingWithBody(prefix: string, limit: number): string {
  const bound = (op: string, value: string) => ({
    fieldFilter: { field: { fieldPath: 'word' }, op, value: { stringValue: value } },
  });
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: PLACES_COLLECTION }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [bound('GREATER_THAN_OR_EQUAL', prefix), bound('LESS_THAN', `${prefix}\uf8ff`)],
        },
      },
      orderBy: [{ field: { fieldPath: 'word' }, direction: 'ASCENDING' }],
      limit,
    },
  });
}

/** Places whose word starts with `prefix` (folded as the index's words are), `limit` at most. */
export async function placesStartingWith(prefix: string, limit = PLACE_PAGE): Promise<KnownPlace[]> {
  const answer = await readFirestoreRest(
    { url: `${firestoreDocumentsAddress()}:runQuery`, body: placesStartingWithBody(prefix, limit) },
    'places',
  );
  const documents = decodeRunQueryResponse(answer);
  if (!documents) throw new Error('places: not a runQuery answer');
  return documents.map(knownPlace).filter((place): place is KnownPlace => place !== undefined);
}

/** The place index as resolvePlace reads it. */
export const placeLookup: PlaceLookup = {
  get: (words) => Promise.all(words.map(placeOf)),
  startingWith: (prefix) => placesStartingWith(prefix),
};
