import { expect, type Page } from '@playwright/test';

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
