import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the sign-in page and submits it with `email` and `password` (whatever the outcome). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the sign-in page and waits for the redirect home. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL('/');
}

/** The toast that shows `text` (react-toastify renders role="alert"). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/**
 * Waits for `target` while moving the page's clock on, a few seconds a step: for what a page shows
 * only once its own timers run out (the Storage SDK's 20 s of retries, storage-service.ts), without
 * the test waiting them out in real time. Call `page.clock.install()` before those timers start.
 */
export async function expectVisibleAfterPageTimers(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(4_000);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [0] });
}
