// Saved homes: the heart on list cards, carousel and detail page, the Saved page (newest saved
// first, a deleted home as no longer available), and a visitor who saves before signing in.
// Each test seeds its homes in a town of its own and signs in a user of its own.
import { expect, test, type Page } from '@playwright/test';
import { adminFirestore } from '../../backend/admin.mjs';
import { createTestUser, readDoc, seedListing, type TestUser } from '../support/backend.ts';
import { submitSignIn } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

let owner: TestUser;
test.beforeAll(async () => {
  owner = await createTestUser('saved-owner');
});

const newTown = () => `Savetown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** The heart of the card of `name` in a list. */
const cardHeart = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Save home' });
/** The heart of a listing's own page. */
const pageHeart = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save home', exact: true });

async function seedHomes(town: string, count: number) {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `Saved home ${i} ${town}`.slice(0, 32);
    names.push(name);
    await seedListing({ id: `${town}-${i}`, userRef: owner.uid, name, location: `${i} Rose Lane, ${town}` });
  }
  return names;
}

test('Enter on a listing’s heart saves the home, and Enter again removes it, the focus kept on the heart (issue 86)', async ({
  page,
}) => {
  const town = newTown();
  const [name] = await seedHomes(town, 1);
  const user = await createTestUser('keyboard-saver');
  await signInBeforeVisit(page, user);
  await page.goto(`/category/rent/${town}-0`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const heart = pageHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Until the page knows whether the home is saved, the heart ignores presses (it keeps the focus).
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-0`)).not.toBeNull();
  await expect(heart).toBeFocused();
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-0`)).toBeNull();
  await expect(heart).toBeFocused();
});

test('a home saved from a list and one from its page are on the Saved page, newest saved first', async ({ page }) => {
  const town = newTown();
  const [first, second] = await seedHomes(town, 2);
  const user = await createTestUser('saver');
  await signInBeforeVisit(page, user);

  await page.goto(`/search?q=${town}`);
  await expect(cardHeart(page, first!)).toHaveAttribute('aria-pressed', 'false');
  await expect(cardHeart(page, first!)).toHaveAttribute('title', `Save ${first}`);
  await cardHeart(page, first!).click();
  await expect(cardHeart(page, first!)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-0`)).toMatchObject({ name: first });

  await page.goto(`/category/rent/${town}-1`);
  await pageHeart(page).click();
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-1`)).not.toBeNull();

  // Reloaded, the list knows which homes are saved.
  await page.goto(`/search?q=${town}`);
  await expect(cardHeart(page, first!)).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart(page, second!)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Saved homes' }).click();
  await expect(page).toHaveURL('/saved');
  await expect(page.getByRole('heading', { name: 'Saved homes' })).toBeVisible();
  const saved = page.getByRole('main').getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0)).toContainText(second!);
  await expect(saved.nth(1)).toContainText(first!);

  // Unsaved from its page, it leaves the Saved page.
  await page.goto(`/category/rent/${town}-1`);
  await pageHeart(page).click();
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-1`)).toBeNull();
  await page.goto('/saved');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(first!);
});

test('a visitor who taps a heart signs in and comes back to the home, saved', async ({ page }) => {
  const town = newTown();
  const [name] = await seedHomes(town, 1);
  const user = await createTestUser('later-saver');
  await page.goto(`/category/rent/${town}-0`);
  await pageHeart(page).click();
  await expect(page).toHaveURL('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`/category/rent/${town}-0`);
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await readDoc(`users/${user.uid}/saved/${town}-0`)).toMatchObject({ name });
});

test('a saved home that was deleted shows as no longer available, and can be removed', async ({ page }) => {
  const town = newTown();
  const [name] = await seedHomes(town, 1);
  const user = await createTestUser('keeper');
  await signInBeforeVisit(page, user);
  await page.goto(`/category/rent/${town}-0`);
  await pageHeart(page).click();
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${town}-0`)).not.toBeNull();
  await adminFirestore().doc(`listings/${town}-0`).delete();

  await page.goto('/saved');
  await expect(page.getByText('This home is no longer available.')).toBeVisible();
  await expect(page.getByText(name!, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'No saved homes yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore homes' })).toHaveAttribute('href', '/');
  expect(await readDoc(`users/${user.uid}/saved/${town}-0`)).toBeNull();
});

test('the hearts of Explore’s carousel: a visitor’s tap signs in and comes back with the home saved', async ({
  page,
}) => {
  const user = await createTestUser('carousel-saver');
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Recommended listings' });
  const firstSlide = carousel.getByRole('listitem').first();
  const href = await firstSlide.getByRole('link').getAttribute('href');
  const id = href!.split('/').pop()!;
  await firstSlide.getByRole('button', { name: 'Save home' }).click();
  await expect(page).toHaveURL('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => readDoc(`users/${user.uid}/saved/${id}`)).not.toBeNull();
  // Signed in, the carousel's heart says so.
  await expect(
    page.getByRole('region', { name: 'Recommended listings' }).getByRole('listitem').first().getByRole('button', {
      name: 'Save home',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor sent to sign in from Saved homes comes back to it; the spec’s gated pages still go to / (issue 35, defect 5)', async ({
  page,
}) => {
  const user = await createTestUser('saved-return');
  await page.goto('/saved');
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL('/saved');
  await expect(page.getByRole('heading', { name: 'Saved homes', level: 1 })).toBeVisible();

  // The spec: sign-in goes to /, from its own gated pages too.
  await page.getByRole('link', { name: 'Proflie' }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  // Signed out before the next page is asked for (the Inbox is in signed-in people's nav only).
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await page.goto('/create-listing');
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL('/');
});
