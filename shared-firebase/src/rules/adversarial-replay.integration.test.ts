// The adversarial run of issue 34, replayed against the whole local backend (rules, Storage and the
// server's triggers in the Functions emulator) through the page's own SDK surfaces, as an attacker's
// browser would send it. Each case is a refusal that did not hold before issue 34.
import { beforeAll, describe, expect, test } from 'vitest';
import { EDIT_LIMIT, LIST_READ_LIMIT, LOCAL_RATES, searchFieldsOf, type ListingInput } from 'listing-domain';
import { loadAuth, loadFirestore, loadStorage } from '../index.ts';
import { listingIdsOf, photoAddressOf, signUpTester, storedImages } from '../../../backend/integration-fixtures.mjs';
import { adminFirestore } from '../../../backend/admin.mjs';

const auth = await loadAuth();
const sdk = await loadFirestore();

const home = (uid: string): ListingInput => ({
  type: 'rent',
  name: 'Replayed attack home',
  bedrooms: 2,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location: '4 Harbour Street, Portsmouth',
  offer: false,
  regularPrice: 1100,
  geolocation: { lat: 50.8, lng: -1.09 },
  imgUrls: [photoAddressOf(uid)],
});

/** What a quota document of `uid` must say after one more write naming `id` (a test stays in one window). */
async function nextQuota(collection: 'publishing' | 'editing', uid: string, id: string) {
  const stored = (await sdk.getDoc(sdk.doc(sdk.db, collection, uid))).data() as
    { windowStart: InstanceType<typeof sdk.Timestamp>; count: number } | undefined;
  return stored
    ? { windowStart: stored.windowStart, count: stored.count + 1, lastListing: id }
    : { windowStart: sdk.serverTimestamp(), count: 1, lastListing: id };
}

/** Publishes as the site does (the listing and one more in its quota, in one batch); the new id. */
async function publish(uid: string, data: Record<string, unknown>): Promise<string> {
  const ref = sdk.doc(sdk.collection(sdk.db, 'listings'));
  const batch = sdk.writeBatch(sdk.db);
  batch.set(ref, { ...data, userRef: uid, timestamp: sdk.serverTimestamp() });
  batch.set(sdk.doc(sdk.db, 'publishing', uid), await nextQuota('publishing', uid, ref.id));
  await batch.commit();
  return ref.id;
}

/** Edits as the site does (the change and one more in the edit quota, in one batch). */
async function edit(uid: string, id: string, change: Record<string, unknown>): Promise<void> {
  const batch = sdk.writeBatch(sdk.db);
  batch.update(sdk.doc(sdk.db, 'listings', id), change);
  batch.set(sdk.doc(sdk.db, 'editing', uid), await nextQuota('editing', uid, id));
  await batch.commit();
}

/** Waits (up to 15 s) until `read` gives something `done` accepts; what it last gave. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const stored = async (id: string) => (await adminFirestore().doc(`listings/${id}`).get()).data();
const refused = (operation: Promise<unknown>) => expect(operation).rejects.toMatchObject({ code: 'permission-denied' });

let uid = '';
beforeAll(async () => {
  uid = (await signUpTester(auth, 'attacker')).uid;
});

describe('what the browser computes, the browser could forge', () => {
  test('search fields forged on a create are refused; the server writes the true ones within seconds', async () => {
    const forged = {
      ...home(uid),
      ...searchFieldsOf(home(uid), LOCAL_RATES),
      placeWords: ['paris'],
      searchKeys: ['t:sale|o|p|f|w:paris'],
    };
    await refused(publish(uid, forged));
    const id = await publish(uid, { ...home(uid) });
    // The true fields: its own, with the tokens of the town, region and country the server placed
    // it in (issue 51: the browsing slice's trigger writes `place`, the editor's then the keys).
    const truth = (d: Record<string, unknown> | undefined) =>
      searchFieldsOf({ ...home(uid), place: d?.place }, LOCAL_RATES);
    const data = await eventually(
      () => stored(id),
      (d) => d?.place !== undefined && JSON.stringify(d.searchKeys) === JSON.stringify(truth(d).searchKeys),
    );
    expect(data).toMatchObject(truth(data));
    expect(data?.searchKeys).toContain('t:*|-|-|-|w:@c-gb');
  });

  test('search fields forged on an edit are refused; a new address gets new place words', async () => {
    const id = (await listingIdsOf(uid))[0]!;
    await refused(edit(uid, id, { searchKeys: ['t:sale|o|p|f|w:paris'], placeWords: ['paris'] }));
    await edit(uid, id, { location: '9 Rue Victor Hugo, Lyon' });
    const data = await eventually(
      () => stored(id),
      (d) => (d?.placeWords as string[]).includes('lyon'),
    );
    expect(data?.placeWords).toEqual(['9', 'rue', 'victor', 'hugo', 'lyon']);
  });

  test('352 search keys of 2,800 characters are refused', async () => {
    const megabyte = Array.from({ length: 352 }, (_, i) => `${i}`.padEnd(2800, 'k'));
    await refused(publish(uid, { ...home(uid), ...searchFieldsOf(home(uid), LOCAL_RATES), searchKeys: megabyte }));
  });
});

describe('gaps in the rules', () => {
  test.each(['\u200B', '\u00A0', '\u3000', '\u3164'])('a listing named only U+%s is refused', async (blank) => {
    await refused(publish(uid, { ...home(uid), name: blank.repeat(12) }));
  });

  test('a profile named only invisible characters, or with U+2028 inside, is refused', async () => {
    const profile = sdk.doc(sdk.db, 'users', uid);
    await refused(sdk.setDoc(profile, { name: '\u200B\u200B\u200B', timestamp: sdk.serverTimestamp() }));
    await refused(sdk.setDoc(profile, { name: 'Mall\u2028ory', timestamp: sdk.serverTimestamp() }));
  });

  test(`a visitor cannot read the whole collection in one query (limit ${LIST_READ_LIMIT} at most)`, async () => {
    await refused(sdk.getDocs(sdk.collection(sdk.db, 'listings')));
    await refused(sdk.getDocs(sdk.query(sdk.collection(sdk.db, 'listings'), sdk.limit(LIST_READ_LIMIT + 1))));
  });

  test(`the ${EDIT_LIMIT + 1}th edit within a minute is refused`, async () => {
    const editor = await signUpTester(auth, 'rapid-editor');
    const id = await publish(editor.uid, { ...home(editor.uid) });
    for (let n = 1; n <= EDIT_LIMIT; n += 1) await edit(editor.uid, id, { regularPrice: 1100 + n });
    await refused(edit(editor.uid, id, { regularPrice: 5000 }));
  });
});

// The adversarial run of issue 47, replayed the same way.
describe('nothing one account writes can break the site for others (issue 47)', () => {
  const savedSearch = (ranges: unknown, name = 'Flats in Lyon') => ({
    owner: uid,
    name,
    query: 'q=Lyon',
    key: 't:rent|-|-|-|w:lyon',
    ranges,
    alerts: true,
    email: true,
    createdAt: sdk.serverTimestamp(),
    seenAt: sdk.serverTimestamp(),
    newMatches: 0,
  });
  const deep = (levels: number): unknown => (levels === 0 ? 1 : { x: deep(levels - 1) });

  test.each([
    ['a null range', { priceEur: null }],
    ['a range of text', { priceEur: 'x'.repeat(1000) }],
    ['a nested map', { bedrooms: deep(18) }],
    ['a min of text', { bedrooms: { min: '2' } }],
    ['an extra key', { bedrooms: { min: 2, payload: 'x' } }],
  ])('a saved search with %s is refused', async (_label, ranges) => {
    await refused(sdk.setDoc(sdk.doc(sdk.db, 'savedSearches', `${uid}_3`), savedSearch(ranges)));
  });

  test.each(['\u180B\u180D\u180F', '\u{E0100}', '\uFFF0', '\u17B4', '\u0301'])(
    'a listing, place or saved search named only U+%s is refused',
    async (blank) => {
      await refused(publish(uid, { ...home(uid), name: blank.repeat(12) }));
      await refused(publish(uid, { ...home(uid), location: blank.repeat(4) }));
      await refused(sdk.setDoc(sdk.doc(sdk.db, 'savedSearches', `${uid}_4`), savedSearch({}, blank.repeat(4))));
    },
  );

  test('an address nobody verified is not shown on the profile anyone reads', async () => {
    const { uid: newcomer, email } = await signUpTester(auth, 'unverified');
    const profile = sdk.doc(sdk.db, 'users', newcomer);
    await refused(sdk.setDoc(profile, { name: 'Mallory', email, timestamp: sdk.serverTimestamp() }));
    await sdk.setDoc(profile, { name: 'Mallory', timestamp: sdk.serverTimestamp() });
    await refused(sdk.updateDoc(profile, { email, showEmail: true }));
    expect((await sdk.getDoc(profile)).get('email')).toBeUndefined();
  });
});

describe('Storage', () => {
  const upload = async (name: string, bytes: Uint8Array, contentType: string) => {
    const storage = await loadStorage();
    const ref = storage.ref(storage.storage, `images/${auth.auth.currentUser!.uid}-${name}-${crypto.randomUUID()}`);
    await storage.uploadBytesResumable(ref, bytes, { contentType });
    return storage.getDownloadURL(ref);
  };

  test('an SVG with a script labelled image/png and an HTML page labelled image/jpeg are deleted, and a listing naming one loses it', async () => {
    const owner = await signUpTester(auth, 'uploader');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const svgUrl = await upload('evil.png', svg, 'image/png');
    await upload('page.jpg', html, 'image/jpeg');
    const id = await publish(owner.uid, { ...home(owner.uid), imgUrls: [svgUrl, photoAddressOf(owner.uid)] });
    expect(
      await eventually(
        () => storedImages(owner.uid),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    const data = await eventually(
      () => stored(id),
      (d) => !(d?.imgUrls as string[]).includes(svgUrl),
    );
    expect(data?.imgUrls).toEqual([photoAddressOf(owner.uid)]);
  });

  test('uploads are served with nosniff: no browser reads one as anything but its stored type', async () => {
    await signUpTester(auth, 'sniffed');
    const url = await upload('shown.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const response = await fetch(url);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('an anonymous account cannot upload', async () => {
    await auth.signOut(auth.auth);
    const { signInAnonymously } = await import('firebase/auth');
    await signInAnonymously(auth.auth);
    await expect(upload('anon.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await auth.signOut(auth.auth);
  });
});
