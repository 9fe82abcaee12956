// users/{uid} as the account writes it, through the page's one Firestore SDK (shared-firebase's
// surface, loaded with the first of these): on sign-up, first Google sign-in, rename and deletion.
import { loadFirestore } from 'shared-firebase';
import { siteLocaleOf, type SiteLocale } from 'site-contract/locale';

const userDoc = async (uid: string) => {
  const sdk = await loadFirestore();
  return { sdk, ref: sdk.doc(sdk.db, 'users', uid) };
};

/**
 * Writes the profile of a new account (never the password); its e-mail only once verified (issue
 * 47); its language (issue 88) when it signs up in one other than English.
 */
export async function writeNewUser(
  uid: string,
  profile: { name: string; email: string | null; locale?: SiteLocale },
): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  const { name, email, locale } = profile;
  await sdk.setDoc(ref, {
    name,
    ...(email ? { email } : {}),
    ...(locale ? { locale } : {}),
    timestamp: sdk.serverTimestamp(),
  });
}

/** The language the person chose (issue 88), or undefined when they never did. */
export async function readUserLocale(uid: string): Promise<SiteLocale | undefined> {
  const { sdk, ref } = await userDoc(uid);
  const snapshot = await sdk.getDoc(ref);
  return snapshot.exists() ? siteLocaleOf(snapshot.get('locale')) : undefined;
}

/** Keeps `locale` as the person's language: their pages, and the site's e-mail to them, speak it. */
export async function writeUserLocale(uid: string, locale: SiteLocale): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.updateDoc(ref, { locale });
}

/** Whether users/{uid} exists. */
export async function userExists(uid: string): Promise<boolean> {
  const { sdk, ref } = await userDoc(uid);
  return (await sdk.getDoc(ref)).exists();
}

/** Renames a user's profile. */
export async function writeUserName(uid: string, name: string): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.updateDoc(ref, { name });
}

/** Deletes a user's profile (account deletion). */
export async function removeUserProfile(uid: string): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.deleteDoc(ref);
}

/** Whether the user shows their e-mail to visitors (issue 36): on unless they turned it off. */
export async function readEmailShown(uid: string): Promise<boolean> {
  const { sdk, ref } = await userDoc(uid);
  const snapshot = await sdk.getDoc(ref);
  return snapshot.exists() && snapshot.get('showEmail') !== false;
}

/**
 * Shows the user's e-mail to visitors (the contact page's mail link), or hides it: then users/{uid},
 * which anyone may read, holds no e-mail at all (the rules see to it). An address nobody verified
 * is never shown (issue 47): shown, it goes in once `verified`.
 */
export async function writeEmailShown(uid: string, email: string, shown: boolean, verified: boolean): Promise<void> {
  const { sdk, ref } = await userDoc(uid);
  await sdk.updateDoc(
    ref,
    shown && verified ? { showEmail: true, email } : { showEmail: shown, email: sdk.deleteField() },
  );
}

/** Puts the now verified address in a profile that shows it and lacks it (issue 47); true when written. */
export async function publishVerifiedEmail(uid: string, email: string): Promise<boolean> {
  const { sdk, ref } = await userDoc(uid);
  const snapshot = await sdk.getDoc(ref);
  if (!snapshot.exists() || snapshot.get('showEmail') === false || snapshot.get('email') === email) return false;
  await sdk.updateDoc(ref, { email });
  return true;
}
