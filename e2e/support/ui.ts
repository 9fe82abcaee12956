import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in page and waits for the redirect home. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
}

/** The toast that shows `text` (react-toastify renders role="alert"). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}
