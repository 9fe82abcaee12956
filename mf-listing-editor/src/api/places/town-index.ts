// The town finder's index (issue 51; written by the browsing slice's command from its gazetteer:
// townIndex/{first three letters}), read through Firestore's REST endpoint: the documents of a few
// keys in one batchGet (a key no town has is `missing`, not a 404 in the owner's console).
import { decodeFirestoreDocument, readTownRows, TOWN_INDEX, type IndexedTown } from 'listing-domain';
import { firestoreDocumentsAddress } from 'shared-firebase';

/** The towns of each key (three folded letters), the most populous first. */
export async function townsOfKeys(keys: readonly string[]): Promise<Map<string, IndexedTown[]>> {
  const found = new Map<string, IndexedTown[]>();
  if (keys.length === 0) return found;
  const address = firestoreDocumentsAddress();
  const root = address.slice(address.indexOf('/v1/') + '/v1/'.length);
  const response = await fetch(`${address}:batchGet`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ documents: keys.map((key) => `${root}/${TOWN_INDEX}/${key}`) }),
  });
  if (!response.ok) throw new Error(`towns: Firestore answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!Array.isArray(answer)) throw new Error('towns: not a batchGet answer');
  for (const item of answer as unknown[]) {
    const raw: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'found') : undefined;
    const document = raw === undefined ? null : decodeFirestoreDocument(raw);
    if (document) found.set(document.id, readTownRows(document.data.rows, document.data.regions));
  }
  return found;
}
