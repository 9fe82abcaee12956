import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { firestoreUses } from './firestore-paths.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'firestore-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the reading finds in one file of `text` (with `shared` beside it, for its constants). */
function read(text: string, shared = 'export const SHARED = "sharedThings";') {
  const file = path.join(dir, `f${Math.random().toString(36).slice(2)}.ts`);
  const other = path.join(dir, `c${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, text);
  writeFileSync(other, shared);
  const found = firestoreUses([file, other]).get(file)!;
  return {
    writes: found.uses.filter((use) => use.write).map((use) => use.collection),
    reads: found.uses.filter((use) => !use.write).map((use) => use.collection),
    triggers: found.uses.filter((use) => use.trigger).map((use) => use.collection),
    unplaced: found.unattributedWrites,
  };
}

describe('the Firestore paths a file names and writes', () => {
  test('the Admin SDK: chained references, paths in templates, constants from another file', () => {
    const found = read(`
      const KIND = 'days';
      await db.collection('listings').doc(id).update({ a: 1 });
      await db.doc(\`listingStats/\${id}/\${KIND}/x\`).set({});
      await db.collection(SHARED).doc(id).delete();
      const snapshot = await db.collection('viewings').where('a', '==', 1).get();
    `);
    expect(found.writes).toEqual(['listings', 'listingStats/*/days', 'sharedThings']);
    expect(found.reads).toContain('viewings');
    expect(found.unplaced).toEqual([]);
  });

  test('the modular SDK: a database first, a reference first, and the write functions', () => {
    const found = read(`
      await sdk.setDoc(sdk.doc(sdk.db, 'users', uid, 'saved', id), {});
      await deleteDoc(doc(collection(db, 'savedSearches'), id));
      await addDoc(collection(db, 'conversations', c, 'messages'), {});
    `);
    expect(found.writes).toEqual(['users/*/saved', 'savedSearches', 'conversations/*/messages']);
  });

  test('references bound to names, returned by the file’s functions, destructured, or in a list', () => {
    const found = read(`
      const savedOf = (sdk, uid) => sdk.collection(sdk.db, 'users', uid, 'saved');
      const userDoc = async (uid) => ({ sdk, ref: sdk.doc(sdk.db, 'users', uid) });
      async function write(uid) {
        await sdk.setDoc(sdk.doc(savedOf(sdk, uid), 'x'), {});
        const { ref } = await userDoc(uid);
        await sdk.updateDoc(ref, { name: 'n' });
        const quota = db.doc(\`quotas/\${uid}\`);
        await db.runTransaction(async (transaction) => transaction.set(quota, {}));
        const refs = ids.map((id) => db.collection('places').doc(id));
        transaction.delete(refs[0]);
      }
    `);
    expect(found.writes).toEqual(['users/*/saved', 'users', 'quotas', 'places']);
  });

  test('the reference of a document read from a query, in a loop or a callback', () => {
    const found = read(`
      const snapshot = await getDocs(query(collection(db, 'listingDrafts'), where('a', '==', 1)));
      await Promise.all(snapshot.docs.map((d) => deleteDoc(d.ref)));
      const due = await db.collection('listings').where('a', '<=', 1).get();
      for (const listing of due.docs) await listing.ref.update({ b: 2 });
    `);
    expect(found.writes).toEqual(['listingDrafts', 'listings']);
  });

  test('a trigger listens to its document pattern, given alone or as an option', () => {
    const found = read(`
      export const a = onDocumentWritten('listings/{listingId}', handler);
      export const b = onDocumentCreated({ document: 'users/{uid}/saved/{id}', region: 'x' }, handler);
    `);
    expect(found.triggers).toEqual(['listings', 'users/*/saved']);
  });

  test('a write it cannot place is counted with its line: a parameter’s reference, a path handed in', () => {
    const found = read(`async function f(db, path, listing, batch, ref) {
      await db.doc(path).set({});
      await listing.ref.update({});
      batch.update(ref, {});
    }`);
    expect(found.writes).toEqual([]);
    expect(found.unplaced).toEqual([2, 3, 4]);
  });

  test('other objects’ set, add and delete are not writes', () => {
    const found = read(`
      const seen = new Set(); seen.add(1); seen.delete(1);
      const params = new URLSearchParams(); params.set('q', 'x');
      createHash('sha256').update('x');
    `);
    expect(found).toEqual({ writes: [], reads: [], triggers: [], unplaced: [] });
  });
});
