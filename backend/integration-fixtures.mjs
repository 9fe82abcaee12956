// What the packages' integration tests set up in the local backend without borrowing another
// team's code: accounts signed up through the page's own Auth (the caller hands in its surface),
// listings written past the rules with the Admin SDK (as a server of the project would), and the
// Storage emulator's objects read directly.
import { tsImport } from 'tsx/esm/api';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminFirestore } from './admin.mjs';
import { drawHousePicture } from './png.mjs';
import { STORAGE_BUCKET, URLS } from './config.mjs';

// listing-domain's TypeScript, run as it is (tsx): the same code the site and the server bundle.
const { searchFieldsOf } = await tsImport('../listing-domain/src/search-fields.ts', import.meta.url);
const { LOCAL_RATES } = await tsImport('../listing-domain/src/exchange-rates.ts', import.meta.url);

/** The Storage emulator's objects of the local backend's bucket. */
export const STORAGE_OBJECTS = `${URLS.storage}/v0/b/${STORAGE_BUCKET}/o`;

/** A small real PNG (the server deletes an upload that is not a real photo, functions/). */
export const PNG_BYTES = new Uint8Array(drawHousePicture(1, 16, 10));

/** The address a photo of `uid` would have once uploaded (the rules accept no other; the file need not exist). */
export const photoAddressOf = (uid, name = 'front.png') =>
  `${STORAGE_OBJECTS}/images%2F${encodeURIComponent(uid)}-${name}-1?alt=media&token=t`;

/** Names of the stored objects of `uid` (images/{uid}-…). */
export async function storedImages(uid) {
  // The emulator lists by folder only, so filter the owner's prefix here.
  const res = await fetch(`${STORAGE_OBJECTS}?prefix=images%2F`, { headers: { Authorization: 'Bearer owner' } });
  const body = await res.json();
  return (body.items ?? []).map((item) => item.name).filter((name) => name.startsWith(`images/${uid}-`));
}

/**
 * Signs a new account up through the page's Auth (the surface shared-firebase's loadAuth() gives),
 * so the code under test runs as that user. Returns its id and what it signed in with. `verified`:
 * its address marked verified (as the link in the e-mail does), with the session's token renewed to
 * say so; who contacts another person must be (issue 85).
 */
export async function signUpTester(authSdk, prefix, { verified = false } = {}) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'secret-pass-1';
  const { user } = await authSdk.createUserWithEmailAndPassword(authSdk.auth, email, password);
  if (verified) {
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    await user.getIdToken(true);
  }
  return { uid: user.uid, email, password };
}

/**
 * Uploads a small PNG as the signed-in `uid` through the page's Storage (the surface
 * shared-firebase's loadStorage() gives), as the editor would; its download address.
 */
export async function uploadTestPhoto(storageSdk, uid, name) {
  const ref = storageSdk.ref(storageSdk.storage, `images/${uid}-${name}-${crypto.randomUUID()}`);
  await storageSdk.uploadBytesResumable(ref, PNG_BYTES, { contentType: 'image/png' });
  return storageSdk.getDownloadURL(ref);
}

/** Writes a listing of `uid` past the rules, with its search fields and the server's time; its id. */
export async function writeListing(uid, input) {
  const ref = adminFirestore().collection('listings').doc();
  await ref.set({
    ...input,
    ...searchFieldsOf(input, LOCAL_RATES),
    userRef: uid,
    timestamp: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** Deletes listings past the rules (their photos are the test's own business). */
export async function deleteListings(ids) {
  await Promise.all(ids.map((id) => adminFirestore().collection('listings').doc(id).delete()));
}

/** The ids of the listings of `uid`, read past the rules. */
export async function listingIdsOf(uid) {
  const snapshot = await adminFirestore().collection('listings').where('userRef', '==', uid).get();
  return snapshot.docs.map((doc) => doc.id);
}
