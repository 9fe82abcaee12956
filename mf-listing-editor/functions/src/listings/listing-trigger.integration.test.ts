// The listing trigger keeps every listing's search fields (issue 34), in the Functions emulator
// against the local backend: a listing stored without them gets them, after which the migration
// that fills in older listings has nothing to do for it; search fields forged past the rules are
// replaced by the ones its own fields give. Moved from the E2E suite (issue 84): the browser only
// waited for the server here; the search by these fields is mf-browse's (search.integration.test.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { adminFirestore } from '../../../../backend/admin.mjs';
import { eventually } from '../../../../shared-firebase/server/eventually.ts';

const db = adminFirestore();
const root = path.resolve(import.meta.dirname, '../../../..');
const run = Date.now().toString(36);
const town = `Trigtown${run}`;
const home = (street: string) => ({
  type: 'rent',
  name: `Home on ${street}`,
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: `${street}, ${town}`,
  offer: false,
  regularPrice: 1_250,
  currency: 'GBP',
  geolocation: { lat: 53.55, lng: -0.49 },
  imgUrls: [],
  userRef: 'trigger-owner',
  timestamp: new Date(),
});
const ids = [`legacy-${run}`, `forged-${run}`];
const read = (id: string) => db.doc(`listings/${id}`).get();
const placeWordsOf = (snapshot: DocumentSnapshot) => snapshot.data()?.placeWords as string[] | undefined;

/** The listing once no server has written it for 2 s (30 s at most). */
async function settledVersion(id: string): Promise<DocumentSnapshot> {
  let last = await read(id);
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const now = await read(id);
    if (now.updateTime?.isEqual(last.updateTime!)) return now;
    last = now;
  }
  return last;
}

afterAll(async () => {
  await Promise.all(ids.map((id) => db.doc(`listings/${id}`).delete()));
});

describe('search fields, kept by the server', () => {
  test('a listing stored without search fields gets them; the migration then leaves it as it is', async () => {
    const [id] = ids as [string];
    await db.doc(`listings/${id}`).set(home('3 Old Road'));
    const kept = await eventually(
      () => read(id),
      (snapshot) => Array.isArray(snapshot.data()?.searchKeys),
    );
    expect(placeWordsOf(kept)).toEqual(['3', 'old', 'road', town.toLowerCase()]);
    expect(kept.data()).toMatchObject({ priceToPay: 1_250, listed: true });
    expect(typeof kept.data()?.geohash).toBe('string');
    expect(kept.data()?.searchKeys).toContainEqual(
      expect.stringMatching(new RegExp(`^t:rent.*w:${town.toLowerCase()}`)),
    );

    // The servers' other writes settle first (its place, put on it once the browsing slice has
    // found it, and the search keys that come with it): then the migration is the only writer.
    const settled = await settledVersion(id);
    const report = execFileSync(process.execPath, [path.join(root, 'scripts/migrate-search-fields.mjs'), '--local'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(report).toMatch(/^\d+ listings: \d+ updated/);
    expect((await read(id)).updateTime?.isEqual(settled.updateTime!)).toBe(true);
  });

  test('forged search fields are replaced: a rent home is not found as a sale in another town', async () => {
    const [, id] = ids as [string, string];
    await db.doc(`listings/${id}`).set(home('5 True Street'));
    await eventually(
      () => read(id),
      (snapshot) => Array.isArray(snapshot.data()?.searchKeys),
    );
    // Written past the rules, as a compromised client of before issue 34 could have stored them.
    await db.doc(`listings/${id}`).update({ placeWords: ['paris'], searchKeys: ['t:sale|o|p|f|w:paris'] });
    const put = await eventually(
      () => read(id),
      (snapshot) => placeWordsOf(snapshot)?.[0] !== 'paris',
    );
    expect(placeWordsOf(put)).toEqual(['5', 'true', 'street', town.toLowerCase()]);
    const keys = put.data()?.searchKeys as string[];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.startsWith('t:sale') || key.includes('paris'))).toEqual([]);
  });
});
