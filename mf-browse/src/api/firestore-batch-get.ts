// A few documents by id through Firestore's REST endpoint, in one request (the place index, the
// gazetteer's, the listings an alert names): no SDK to download for it.
import { decodeFirestoreDocument, type RestDocument } from 'listing-domain';
import { firestoreDocumentsAddress } from 'shared-firebase';
import { readFirestoreRest } from './firestore-post.ts';

/**
 * The documents of `ids` in `collection` (undefined where there is none), in one batchGet: an id
 * the collection lacks is `missing` in the answer, not a 404 in the reader's console (issue 53),
 * and the words of a search cost one request.
 */
export async function batchGetDocuments(
  collection: string,
  ids: readonly string[],
  fieldPaths: readonly string[],
  /** Firestore's REST documents address: the page's, or the server's (a first screen's). */
  address = firestoreDocumentsAddress(),
): Promise<(RestDocument | undefined)[]> {
  if (ids.length === 0) return [];
  const root = address.slice(address.indexOf('/v1/') + '/v1/'.length);
  const answer = await readFirestoreRest(
    {
      url: `${address}:batchGet`,
      body: JSON.stringify({ documents: ids.map((id) => `${root}/${collection}/${id}`), mask: { fieldPaths } }),
    },
    collection,
  );
  if (!Array.isArray(answer)) throw new Error(`${collection}: not a batchGet answer`);
  const found = new Map<string, RestDocument>();
  for (const item of answer as unknown[]) {
    const raw: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'found') : undefined;
    const document = raw === undefined ? null : decodeFirestoreDocument(raw);
    if (document) found.set(document.id, document);
  }
  return ids.map((id) => found.get(id));
}
