// Writes the town finder's index (issue 51) into a Firestore: the seed and scripts/load-town-index.mjs.
import { tsImport } from 'tsx/esm/api';

const { gazetteer } = await tsImport('../mf-browse/functions/src/places/gazetteer.ts', import.meta.url);
const { townIndexDocuments } = await tsImport('../mf-browse/functions/src/places/town-index.ts', import.meta.url);
const { TOWN_INDEX } = await tsImport('../listing-domain/src/gazetteer-place.ts', import.meta.url);

/**
 * Writes every document of the index, 400 to a batch, a few batches at once.
 * @param {import('firebase-admin/firestore').Firestore} firestore
 * @returns {Promise<{ documents: number, towns: number }>}
 */
export async function loadTownIndex(firestore) {
  /** @type {Map<string, { rows: { t: unknown[] }[], regions?: object }>} */
  const documents = townIndexDocuments(gazetteer());
  const entries = [...documents.entries()];
  const batches = [];
  for (let start = 0; start < entries.length; start += 400) {
    const batch = firestore.batch();
    for (const [key, document] of entries.slice(start, start + 400))
      batch.set(firestore.collection(TOWN_INDEX).doc(key), document);
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map((b) => b.commit()));
  return { documents: entries.length, towns: entries.reduce((sum, [, document]) => sum + document.rows.length, 0) };
}
