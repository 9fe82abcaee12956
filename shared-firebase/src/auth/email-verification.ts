// Whether the session's e-mail address is verified, and the link that verifies it (3.4.0): part of
// the session every remote shares, since contacting a person (an enquiry, a viewing request, a
// report) needs a verified address (issue 85) wherever the page comes from. Through the Auth
// surface the page loads on first use.
import type { AuthSdk } from '../sdk/auth-surface.ts';

type User = NonNullable<AuthSdk['auth']['currentUser']>;

/** The signed-in user once the saved session (if any) has been restored. */
async function signedInUser(sdk: AuthSdk): Promise<User> {
  await sdk.auth.authStateReady();
  const user = sdk.auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}

/** The two calls, over the page's Auth surface (`loadAuth`). */
export function emailVerification(loadAuth: () => Promise<AuthSdk>) {
  return {
    /**
     * Whether the signed-in account's address is verified, asked of the Auth service (a link followed
     * in another tab counts); when it just became so, the session's token is renewed to say so too,
     * which the rules read.
     */
    refreshEmailVerified: async (): Promise<boolean> => {
      const user = await signedInUser(await loadAuth());
      const was = user.emailVerified;
      await user.reload();
      if (user.emailVerified && !was) await user.getIdToken(true);
      return user.emailVerified;
    },
    /**
     * Sends the signed-in account the Auth service's own e-mail with a link that verifies its address
     * (locally, the Auth emulator's: `pnpm outbox --local` lists it); the link comes back to
     * `returnPath` on this site.
     */
    sendVerificationEmail: async (returnPath = '/profile'): Promise<void> => {
      const sdk = await loadAuth();
      const user = await signedInUser(sdk);
      const origin = globalThis.location?.origin;
      await sdk.sendEmailVerification(user, origin ? { url: `${origin}${returnPath}` } : null);
    },
  };
}
