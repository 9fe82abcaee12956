// Verified addresses (issue 47) through the real SDK against the local backend: signing up sends the
// Auth service's verification e-mail (the Auth emulator keeps its link), the profile holds no
// address until the link is followed, then the account's token says so and the address may show.
import { afterAll, expect, test } from 'vitest';
import { loadFirestore } from 'shared-firebase';
import { PROJECT_ID, URLS } from '../../../../backend/config.mjs';
import { publishVerifiedEmail, writeEmailShown } from '../users/user-profile.ts';
import { refreshEmailVerified, signOutUser, signUpWithEmail } from './account-auth.ts';

const email = `verify-${Date.now()}@example.com`;

/** The verification links the Auth emulator sent to `address` (its outbox). */
async function verificationLinks(address: string): Promise<string[]> {
  const response = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes.filter((c) => c.email === address && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink);
}

const profileOf = async (uid: string) => {
  const sdk = await loadFirestore();
  return (await sdk.getDoc(sdk.doc(sdk.db, 'users', uid))).data();
};

afterAll(async () => {
  await signOutUser();
});

test('a new account gets a verification link; its address shows only once it is followed', async () => {
  const { uid } = await signUpWithEmail('Verifying User', email, 'verify-pass-1');
  const links = await verificationLinks(email);
  expect(links).toHaveLength(1);
  expect(await profileOf(uid)).not.toHaveProperty('email');
  expect(await refreshEmailVerified()).toBe(false);
  // Shown while unverified: the rules refuse the address, so the site does not write it.
  await writeEmailShown(uid, email, true, false);
  expect(await profileOf(uid)).not.toHaveProperty('email');
  await expect(writeEmailShown(uid, email, true, true)).rejects.toThrow();

  expect((await fetch(links[0]!)).ok).toBe(true); // the person follows the link
  expect(await refreshEmailVerified()).toBe(true);
  expect(await publishVerifiedEmail(uid, email)).toBe(true);
  expect(await profileOf(uid)).toMatchObject({ email, name: 'Verifying User' });
});
