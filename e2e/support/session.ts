import type { Page } from '@playwright/test';
import { AUTH_URL } from './backend.ts';

// A returning visitor's session, put in the browser the way Firebase Auth keeps it, so that a journey
// that starts signed in starts on its own page (issue 84: a sign-in through the page costs two page
// loads). The sign-in page itself is the journey of account.spec.ts and shell.spec.ts.

/** The local build's API key and the one Firebase app's name (shared-firebase/src/app/). */
const API_KEY = 'demo-api-key';
const USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;
/** shared-firebase/src/auth/session-hint.ts: Auth writes it on every change of the signed-in user. */
const HINT_KEY = 'marketplace:signed-in';

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Signs `user` in with the Auth emulator and leaves the session in this page's browser storage, as
 * after an earlier visit: the next `page.goto` on the site opens signed in. Leaves the page on a
 * static file of the site's origin, so the caller's next step is a `goto`.
 */
export async function signInBeforeVisit(page: Page, user: { email: string; password: string }): Promise<void> {
  const signedIn = await identityToolkit('signInWithPassword', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  const idToken = String(signedIn.idToken);
  const { users } = (await identityToolkit('lookup', { idToken })) as { users: Record<string, unknown>[] };
  const account = users[0] ?? {};
  // The shape of Firebase Auth's persisted user (its UserImpl.toJSON), which it reads on start.
  const persisted = {
    uid: signedIn.localId,
    email: account.email,
    emailVerified: Boolean(account.emailVerified),
    displayName: account.displayName ?? undefined,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: account.email,
        displayName: account.displayName ?? null,
        email: account.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: idToken,
      expirationTime: Date.now() + Number(signedIn.expiresIn ?? 3600) * 1000,
    },
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([userKey, hintKey, value]) => {
      localStorage.setItem(userKey, value);
      localStorage.setItem(hintKey, '1');
    },
    [USER_KEY, HINT_KEY, JSON.stringify(persisted)] as const,
  );
}
