// The security rules matrix: what anonymous visitors, owners and other users may do, asked of the
// local backend (Firestore emulator evaluating firestore.rules; Storage emulator with the JS mirror of
// storage.rules) through the real SDK as an outside client would, without the app's own checks.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

interface Actor {
  name: string;
  uid: string | null;
  email: string | null;
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
}

let appCounter = 0;
async function makeActor(name: string, signUp: boolean): Promise<Actor> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-marketplace', storageBucket: 'demo-marketplace.appspot.com' },
    `rules-${name}-${(appCounter += 1)}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', 9199);
  storage.maxOperationRetryTime = 2000;
  storage.maxUploadRetryTime = 2000;
  if (!signUp) return { name, uid: null, email: null, app, db, storage };
  const email = `${name}-${Date.now()}-${appCounter}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'rules-password-1');
  return { name, uid: user.uid, email, app, db, storage };
}

let anon: Actor;
let owner: Actor;
let other: Actor;
let cases = 0;

async function allowed(operation: Promise<unknown>) {
  cases += 1;
  await expect(operation).resolves.not.toThrow();
}

async function denied(operation: Promise<unknown>) {
  cases += 1;
  const error: unknown = await operation.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the backend to refuse').not.toBeNull();
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : String(error);
  expect(code).toMatch(/permission-denied|storage\/unauthorized/);
}

function validListing(userRef: string): Record<string, unknown> {
  return {
    type: 'rent',
    name: 'Rules test home',
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: true,
    location: '1 Rules Road',
    offer: true,
    regularPrice: 1000,
    discountedPrice: 900,
    geolocation: { lat: 10, lng: 20 },
    imgUrls: ['https://example.com/a.png'],
    userRef,
    timestamp: serverTimestamp(),
  };
}

let docCounter = 0;
const newListingRef = (actor: Actor) => doc(actor.db, 'listings', `rules-${Date.now()}-${(docCounter += 1)}`);

beforeAll(async () => {
  setLogLevel('silent'); // refusals are the point here, not noise
  anon = await makeActor('anon', false);
  owner = await makeActor('owner', true);
  other = await makeActor('other', true);
});

afterAll(async () => {
  console.log(`rules matrix: ${cases} cases checked`);
  await Promise.all([anon, owner, other].map((a) => deleteApp(a.app)));
});

describe('listings', () => {
  let existingId = '';
  beforeAll(async () => {
    const listing = newListingRef(owner);
    await setDoc(listing, validListing(owner.uid!));
    existingId = listing.id;
  });

  test('everyone may get and list listings', async () => {
    for (const actor of [anon, owner, other]) {
      await allowed(getDoc(doc(actor.db, 'listings', existingId)));
      await allowed(getDocs(query(collection(actor.db, 'listings'), where('type', '==', 'rent'), limit(3))));
    }
  });

  test('only a signed-in user may create, and only as themselves', async () => {
    await denied(setDoc(newListingRef(anon), validListing('someone')));
    await denied(setDoc(newListingRef(other), validListing(owner.uid!)));
    await allowed(setDoc(newListingRef(owner), validListing(owner.uid!)));
  });

  const invalid: [string, (l: Record<string, unknown>) => void][] = [
    ['a 9-character name', (l) => (l.name = 'x'.repeat(9))],
    ['a 33-character name', (l) => (l.name = 'x'.repeat(33))],
    ['0 bedrooms', (l) => (l.bedrooms = 0)],
    ['51 bedrooms', (l) => (l.bedrooms = 51)],
    ['2.5 bedrooms', (l) => (l.bedrooms = 2.5)],
    ['0 bathrooms', (l) => (l.bathrooms = 0)],
    ['51 bathrooms', (l) => (l.bathrooms = 51)],
    ['a regular price of 49', (l) => ((l.regularPrice = 49), (l.discountedPrice = 40))],
    ['a regular price of 750000001', (l) => (l.regularPrice = 750000001)],
    ['a discounted price of 49', (l) => (l.discountedPrice = 49)],
    ['a discounted price equal to the regular one', (l) => (l.discountedPrice = 1000)],
    ['a discounted price without an offer', (l) => (l.offer = false)],
    ['an offer without a discounted price', (l) => delete l.discountedPrice],
    ['no images', (l) => (l.imgUrls = [])],
    ['7 images', (l) => (l.imgUrls = Array.from({ length: 7 }, (_, i) => `https://example.com/${i}.png`))],
    ['a javascript: image address', (l) => (l.imgUrls = ['javascript:alert(1)'])],
    [
      'a data: address as its 6th image',
      (l) => (l.imgUrls = [...Array.from({ length: 5 }, (_, i) => `https://example.com/${i}.png`), 'data:,x']),
    ],
    ['an image address that is not text', (l) => (l.imgUrls = [42])],
    ['an image address with a space', (l) => (l.imgUrls = ['https://example.com/a b.png'])],
    ['an image address of 2049 characters', (l) => (l.imgUrls = [`https://example.com/${'x'.repeat(2029)}`])],
    ['an unknown type', (l) => (l.type = 'lease')],
    ['an extra field', (l) => (l.featured = true)],
    ['a missing field', (l) => delete l.location],
    ['an empty address', (l) => (l.location = '')],
    ['a latitude of 91', (l) => (l.geolocation = { lat: 91, lng: 0 })],
    ['a longitude of -181', (l) => (l.geolocation = { lat: 0, lng: -181 })],
    ['parking as text', (l) => (l.parking = 'yes')],
    ['a client-chosen timestamp', (l) => (l.timestamp = Timestamp.fromDate(new Date(2000, 0, 1)))],
    ['a price as text', (l) => (l.regularPrice = '1000')],
  ];
  test.each(invalid)('a listing with %s is refused', async (_label, spoil) => {
    const listing = validListing(owner.uid!);
    spoil(listing);
    await denied(setDoc(newListingRef(owner), listing));
  });

  const boundaries: [string, (l: Record<string, unknown>) => void][] = [
    ['a 10-character name', (l) => (l.name = 'x'.repeat(10))],
    ['a 32-character name', (l) => (l.name = 'x'.repeat(32))],
    ['1 bedroom and 1 bathroom', (l) => ((l.bedrooms = 1), (l.bathrooms = 1))],
    ['50 bedrooms and 50 bathrooms', (l) => ((l.bedrooms = 50), (l.bathrooms = 50))],
    [
      'a regular price of 50 without an offer',
      (l) => ((l.offer = false), delete l.discountedPrice, (l.regularPrice = 50)),
    ],
    ['a price of 750000000 with a discount of 50', (l) => ((l.regularPrice = 750000000), (l.discountedPrice = 50))],
    ['6 images', (l) => (l.imgUrls = Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.png`))],
    [
      "the local Storage's http address",
      (l) => (l.imgUrls = ['http://127.0.0.1:9199/v0/b/demo-marketplace.appspot.com/o/images%2Fa.png?alt=media']),
    ],
    ['an image address of 2048 characters', (l) => (l.imgUrls = [`https://example.com/${'x'.repeat(2028)}`])],
  ];
  test.each(boundaries)('a listing with %s is accepted', async (_label, adjust) => {
    const listing = validListing(owner.uid!);
    adjust(listing);
    await allowed(setDoc(newListingRef(owner), listing));
  });

  test('only the owner may update, keeping owner and time, within the same limits', async () => {
    const target = (actor: Actor) => doc(actor.db, 'listings', existingId);
    await denied(updateDoc(target(anon), { name: 'Anonymous rename' }));
    await denied(updateDoc(target(other), { name: 'Stolen listing!' }));
    await denied(updateDoc(target(owner), { userRef: other.uid }));
    await denied(updateDoc(target(owner), { timestamp: Timestamp.fromDate(new Date(2001, 0, 1)) }));
    await denied(updateDoc(target(owner), { name: 'short' }));
    await allowed(updateDoc(target(owner), { name: 'Renamed rules home' }));
  });

  test('only the owner may delete', async () => {
    const listing = newListingRef(owner);
    await setDoc(listing, validListing(owner.uid!));
    await denied(deleteDoc(doc(anon.db, 'listings', listing.id)));
    await denied(deleteDoc(doc(other.db, 'listings', listing.id)));
    await allowed(deleteDoc(listing));
  });
});

describe('users', () => {
  const profile = (actor: Actor) => ({ name: actor.name, email: actor.email, timestamp: serverTimestamp() });

  test('a user creates only their own profile, with exactly name, e-mail and server time', async () => {
    await denied(setDoc(doc(other.db, 'users', owner.uid!), profile(owner)));
    await denied(
      setDoc(doc(anon.db, 'users', 'nobody'), { name: 'x', email: 'x@example.com', timestamp: serverTimestamp() }),
    );
    await denied(setDoc(doc(owner.db, 'users', owner.uid!), { ...profile(owner), password: 'secret' }));
    await denied(setDoc(doc(owner.db, 'users', owner.uid!), { ...profile(owner), email: 'someone@else.com' }));
    await denied(setDoc(doc(owner.db, 'users', owner.uid!), { ...profile(owner), timestamp: Timestamp.now() }));
    await allowed(setDoc(doc(owner.db, 'users', owner.uid!), profile(owner)));
    await allowed(setDoc(doc(other.db, 'users', other.uid!), profile(other)));
  });

  test('anyone may read one profile, nobody may list them', async () => {
    for (const actor of [anon, owner, other]) await allowed(getDoc(doc(actor.db, 'users', owner.uid!)));
    await denied(getDocs(query(collection(anon.db, 'users'), limit(5))));
    await denied(getDocs(query(collection(owner.db, 'users'), limit(5))));
  });

  test('a user may change only their own name', async () => {
    await allowed(updateDoc(doc(owner.db, 'users', owner.uid!), { name: 'New owner name' }));
    await denied(updateDoc(doc(owner.db, 'users', owner.uid!), { email: 'new@example.com' }));
    await denied(updateDoc(doc(other.db, 'users', owner.uid!), { name: 'Hijacked' }));
    await denied(updateDoc(doc(anon.db, 'users', owner.uid!), { name: 'Hijacked' }));
    await denied(deleteDoc(doc(owner.db, 'users', owner.uid!)));
  });
});

describe('images in Storage', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const image = (actor: Actor, name: string) => ref(actor.storage, `images/${name}`);

  test('a signed-in user uploads JPEG or PNG under 2 MB into their own prefix only', async () => {
    await allowed(uploadBytes(image(owner, `${owner.uid}-ok.png-1`), png, { contentType: 'image/png' }));
    await allowed(uploadBytes(image(owner, `${owner.uid}-ok.jpg-1`), png, { contentType: 'image/jpeg' }));
    await denied(uploadBytes(image(anon, `anon-x.png`), png, { contentType: 'image/png' }));
    await denied(uploadBytes(image(other, `${owner.uid}-x.png`), png, { contentType: 'image/png' }));
    await denied(uploadBytes(image(owner, `${owner.uid}-page.html`), png, { contentType: 'text/html' }));
    await denied(uploadBytes(image(owner, `${owner.uid}-logo.svg`), png, { contentType: 'image/svg+xml' }));
    await denied(
      uploadBytes(image(owner, `${owner.uid}-big.png`), new Uint8Array(3 * 1024 * 1024), { contentType: 'image/png' }),
    );
    await denied(uploadBytes(image(owner, `${owner.uid}-ok.png-1`), png, { contentType: 'image/png' }));
    await denied(uploadBytes(ref(owner.storage, `elsewhere/${owner.uid}-x.png`), png, { contentType: 'image/png' }));
  });

  test('anyone may read an image; only its owner may delete it', async () => {
    await allowed(getBytes(image(anon, `${owner.uid}-ok.png-1`)));
    await denied(deleteObject(image(anon, `${owner.uid}-ok.png-1`)));
    await denied(deleteObject(image(other, `${owner.uid}-ok.png-1`)));
    await allowed(deleteObject(image(owner, `${owner.uid}-ok.png-1`)));
    await allowed(deleteObject(image(owner, `${owner.uid}-ok.jpg-1`)));
  });
});

describe('the matrix', () => {
  test('covers at least 60 cases', () => {
    expect(cases).toBeGreaterThanOrEqual(60);
  });
});
