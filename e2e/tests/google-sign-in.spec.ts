import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AUTH_URL, readDoc } from '../support/backend.ts';
import { toast } from '../support/ui.ts';

// Offline, Google's gapi loader cannot be fetched; the test serves a stand-in for it.
const gapiStandIn = readFileSync(path.join(import.meta.dirname, '../support/gapi-stand-in.js'), 'utf8');

test('Google pop-up sign-in creates the user document once and goes home', async ({ page, context }) => {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }),
  );

  async function signInWithGooglePopup(chooseExisting: boolean) {
    await page.goto('/sign-in');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    if (chooseExisting) {
      await popup.locator('#reuse-email').first().click();
    } else {
      await popup.getByText('Add new account').click();
      await popup.getByText('Auto-generate user information').click();
      await popup.getByText('Sign in with Google.com').click();
    }
    await expect(toast(page, 'authorize with google')).toBeVisible();
    await expect(page).toHaveURL('/');
  }

  const before = await googleAccounts();
  await signInWithGooglePopup(false);
  const created = (await googleAccounts()).filter((id) => !before.includes(id));
  expect(created).toHaveLength(1);
  const uid = created[0]!;
  const first = await readDoc(`users/${uid}`);
  expect(first).toMatchObject({ email: expect.stringContaining('@') });

  // Signing in again with the same account does not rewrite the user document.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out before the sign-in page is asked for: the Inbox is in the nav of signed-in people
  // only. (Asked for at once, the page could still find the session, under a loaded CI.)
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await signInWithGooglePopup(true);
  const second = await readDoc(`users/${uid}`);
  expect(second?.timestamp).toEqual(first?.timestamp);
});

/** Ids of the Auth emulator's accounts that signed in with Google. */
async function googleAccounts(): Promise<string[]> {
  const res = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/demo-marketplace/accounts:batchGet?maxResults=1000`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  const { users = [] } = (await res.json()) as {
    users?: { localId: string; providerUserInfo?: { providerId: string }[] }[];
  };
  return users.filter((u) => u.providerUserInfo?.some((p) => p.providerId === 'google.com')).map((u) => u.localId);
}
