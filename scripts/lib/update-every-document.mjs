// The maintenance commands' walk over a whole collection (the migrations): 300 documents a page,
// in id order, each page's changes written in one batch, nothing written on a dry run.

/**
 * Calls `change(doc)` for every document of `collection`; an object it returns is written as an
 * update of that document. Returns how many documents were seen and how many changed.
 * @param {import('firebase-admin/firestore').Firestore} firestore
 * @param {string} collection
 * @param {(doc: import('firebase-admin/firestore').QueryDocumentSnapshot) => Record<string, unknown> | null | undefined} change
 * @param {{ dryRun?: boolean }} [options]
 * @returns {Promise<{ seen: number, changed: number }>}
 */
export async function updateEveryDocument(firestore, collection, change, { dryRun = false } = {}) {
  let seen = 0;
  let changed = 0;
  let last;
  for (;;) {
    let page = firestore.collection(collection).orderBy('__name__').limit(300);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return { seen, changed };
    const batch = firestore.batch();
    let writes = 0;
    for (const doc of snapshot.docs) {
      seen += 1;
      const update = change(doc);
      if (!update) continue;
      changed += 1;
      writes += 1;
      if (!dryRun) batch.update(doc.ref, update);
    }
    if (writes > 0 && !dryRun) await batch.commit();
    last = snapshot.docs.at(-1);
  }
}
