// Signing in, up and out, renaming, confirming who one is and deleting the account, through the
// page's one Auth SDK (shared-firebase's surface, loaded with the first of these). The session
// these change is shared-firebase's: every remote hears it (observeAuthState, useSessionUser).
import { cleanPersonName, type SessionUser } from 'listing-domain';
import { loadAuth, sendVerificationEmail, type AuthSdk } from 'shared-firebase';
import { pageLocale, setPageLocale, siteLocaleOf } from 'site-contract/locale';
import { readUserLocale, userExists, writeNewUser, writeUserName } from '../users/user-profile.ts';
import { signUpProblemOf } from './sign-up-codes.ts';
import { SignUpError } from './sign-up-problem.ts';

type User = NonNullable<AuthSdk['auth']['currentUser']>;

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, name: user.displayName ?? '', email: user.email ?? '' };
}

/** The signed-in user once the saved session (if any) has been restored. */
async function settledUser(sdk: AuthSdk): Promise<User> {
  await sdk.auth.authStateReady();
  const user = sdk.auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}

/**
 * Starts loading the Auth SDK without waiting for it. Pages with a Google button call it when they
 * show, so the pop-up opens at once on click (browsers allow a pop-up only right after the click).
 */
export function prepareAuth(): void {
  loadAuth().catch(() => {}); // a failure shows when the user acts
}

/** Signs in with e-mail and password. */
export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const sdk = await loadAuth();
  const credential = await sdk.signInWithEmailAndPassword(sdk.auth, email, password);
  await speakTheirLanguage(credential.user.uid);
  return toSessionUser(credential.user);
}

/**
 * The language a new account keeps: the site's as it signs up when that is not English, the
 * first language (an account that never chose keeps none, and its profile the spec's shape).
 */
function chosenAtSignUp() {
  const locale = siteLocaleOf(pageLocale());
  return locale === 'en' ? undefined : locale;
}

/**
 * Signed in, the site speaks the language the person chose in their profile (issue 88), here and
 * on their next visits (the cookie); a profile that cannot be read leaves the site's as it is.
 */
async function speakTheirLanguage(uid: string): Promise<void> {
  const chosen = await readUserLocale(uid).catch(() => undefined);
  if (chosen) setPageLocale(chosen, { remember: true });
}

/** Creates an account, sets its display name and writes users/{uid} (never the password). */
export async function signUpWithEmail(typedName: string, email: string, password: string): Promise<SessionUser> {
  const name = cleanPersonName(typedName);
  // The rules refuse a blank name: fail before the account exists, not after.
  if (!name) throw new SignUpError('name-required');
  const sdk = await loadAuth();
  const credential = await sdk.createUserWithEmailAndPassword(sdk.auth, email, password).catch((error: unknown) => {
    const problem = signUpProblemOf(error);
    throw problem ? new SignUpError(problem, error) : error;
  });
  await sdk.updateProfile(credential.user, { displayName: name });
  // No address is shown before it is verified (issue 47): the profile adds it once it is.
  await writeNewUser(credential.user.uid, {
    name,
    email: verifiedEmailOf(credential.user),
    locale: chosenAtSignUp(),
  });
  // The verification e-mail; a failure to send it is not a failed sign-up (the profile sends it again).
  await sendVerificationEmail().catch(() => {});
  return toSessionUser(credential.user);
}

/** The account's e-mail when its address is verified (the rules want the token's own), else null. */
const verifiedEmailOf = (user: User) => (user.emailVerified && user.email ? user.email : null);

// The address's verification is the session's (shared-firebase 3.4.0): every slice that contacts a
// person asks it; the profile is where it is done.
export { refreshEmailVerified, sendVerificationEmail } from 'shared-firebase';

/** Pop-up sign-in with Google; creates users/{uid} on the first sign-in. */
export async function signInWithGoogle(): Promise<SessionUser> {
  const sdk = await loadAuth();
  const credential = await sdk.signInWithPopup(
    sdk.auth,
    new sdk.GoogleAuthProvider(),
    sdk.browserPopupRedirectResolver,
  );
  const user = credential.user;
  if (!(await userExists(user.uid))) {
    await writeNewUser(user.uid, {
      name: cleanPersonName(user.displayName ?? '') || (user.email ?? 'Google user'),
      email: verifiedEmailOf(user),
      locale: chosenAtSignUp(),
    });
  } else await speakTheirLanguage(user.uid);
  return toSessionUser(user);
}

/** Sends the password-reset e-mail. */
export async function sendPasswordReset(email: string): Promise<void> {
  const sdk = await loadAuth();
  await sdk.sendPasswordResetEmail(sdk.auth, email);
}

/** Signs out. */
export async function signOutUser(): Promise<void> {
  const sdk = await loadAuth();
  await sdk.signOut(sdk.auth);
}

/** Renames the signed-in user: display name and users/{uid}.name. */
export async function updateUserName(typedName: string): Promise<void> {
  const name = cleanPersonName(typedName);
  const sdk = await loadAuth();
  const user = await settledUser(sdk);
  await sdk.updateProfile(user, { displayName: name });
  await writeUserName(user.uid, name);
}

/** How the signed-in user confirms who they are: 'password', 'google' (pop-up) or 'none'. */
export async function signInMethod(): Promise<'password' | 'google' | 'none'> {
  const sdk = await loadAuth();
  await sdk.auth.authStateReady();
  const providers = sdk.auth.currentUser?.providerData.map((p) => p.providerId) ?? [];
  if (providers.includes('password')) return 'password';
  return providers.includes('google.com') ? 'google' : 'none';
}

/**
 * Signs the current user in again (Firebase asks for a recent sign-in before deleting an account):
 * with `password` for a password account, with Google's pop-up otherwise.
 */
export async function confirmIdentity(password: string | undefined): Promise<void> {
  const sdk = await loadAuth();
  const user = await settledUser(sdk);
  if (password !== undefined && user.email) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  } else {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
  }
}

/** Deletes the signed-in user's account in the Auth service (which also signs them out). */
export async function deleteSignedInUser(): Promise<void> {
  const sdk = await loadAuth();
  await sdk.deleteUser(await settledUser(sdk));
}
