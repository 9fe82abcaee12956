import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../support/backend.ts';
import { startRemote, stopRemote } from '../support/control.ts';
import { signIn } from '../support/ui.ts';

test('visitors see the bottom navigation with the current page active', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Explore', 'Offers', 'Proflie']);
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL('/offers');
  await expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Explore' })).not.toHaveAttribute('aria-current', 'page');
  const active = await nav.getByRole('link', { name: 'Offers' }).evaluate((el) => getComputedStyle(el).color);
  const inactive = await nav.getByRole('link', { name: 'Explore' }).evaluate((el) => getComputedStyle(el).color);
  expect(active).not.toBe(inactive);
});

test('signed-out visitors opening the profile are sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { name: 'welcome back!' })).toBeVisible();
  for (const path of ['/create-listing', '/edit-listing/seed-01', '/edit-Listing/seed-01']) {
    await page.goto(path);
    await expect(page).toHaveURL('/sign-in');
  }
});

test('a demo user signs in and reaches the profile', async ({ page }) => {
  await signIn(page, DEMO_USER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Proflie' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
});

test('the whole site runs one React and one Firebase across the shell and every remote', async ({ page }) => {
  // Count react-dom renderers through the DevTools hook every React copy registers with.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let next = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(next, renderer);
          return next++;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await signIn(page, DEMO_USER);
  await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible(); // mf-browse
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible(); // mf-account
  await page.getByRole('link', { name: 'Sell or rent your home' }).click();
  await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible(); // mf-listing-editor

  const counts = await page.evaluate(() => {
    const w = window as unknown as {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
      __MARKETPLACE_SHARED_FIREBASE__: { moduleInstances: number; appCount: () => number };
    };
    return {
      reactRenderers: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      sharedFirebaseInstances: w.__MARKETPLACE_SHARED_FIREBASE__.moduleInstances,
      firebaseApps: w.__MARKETPLACE_SHARED_FIREBASE__.appCount(),
    };
  });
  expect(counts).toEqual({ reactRenderers: 1, sharedFirebaseInstances: 1, firebaseApps: 1 });
});

test("a remote's stylesheet applies in the composed site", async ({ page }) => {
  await page.goto('/');
  const tile = page.getByRole('link', { name: 'Places for rent' });
  await expect(tile).toBeVisible();
  // The gradient comes from mf-browse's CSS module, served from the remote's origin.
  await expect.poll(() => tile.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
});

test('a remote that is down shows a Retry fallback while the rest keeps working', async ({ page }) => {
  await stopRemote('mf_account');
  try {
    await page.goto('/sign-in');
    const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The nav and the other remotes keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
    await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
    await page.goto('/sign-up');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await startRemote('mf_account');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Sign UP', exact: true })).toBeVisible();
  } finally {
    await startRemote('mf_account');
  }
});
