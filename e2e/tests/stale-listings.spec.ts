// Stale listings (issue 52): a home its owner has not touched for 60 days asks them "Is it still
// available?" (an alert in the bell, an e-mail where verified); one press renews it. Unanswered at
// 90 days it leaves the lists and search, and its page says it may no longer be available, until
// renewed. The care runs as the hourly schedule runs it (`pnpm care --local`, the same code).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MAY_BE_GONE_NOTE } from '../../listing-domain/src/listing-care.ts';
import { createTestUser, readDoc, seedListing, updateDoc } from '../support/backend.ts';
import { expectNoViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

const DAY = 86_400_000;
const root = path.resolve(import.meta.dirname, '../..');
const RENEWED = 'Thank you: your home is on the lists and in search.';

/** Runs the care once, as the schedule does; what it read and wrote. */
function runCare(): { asked: number; unlisted: number } {
  const out = execFileSync('node', ['scripts/listing-care.mjs', '--local'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { asked: number; unlisted: number };
}

/** A home of `owner`'s in a town of its own, once the server has dated it. */
async function seedHome(ownerUid: string, name: string) {
  const town = `Caretown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const id = `${town}-home`;
  await seedListing({ id, userRef: ownerUid, name, location: `4 Quay Street, ${town}` });
  await expect.poll(async () => (await readDoc(`listings/${id}`))?.touchedAt, { timeout: 20_000 }).toBeInstanceOf(Date);
  return { id, town };
}

/** The search for `town` finds `count` homes, once the server has filed the change. */
async function expectSearchFinds(page: Page, town: string, count: number) {
  const results = page.getByRole('main').getByRole('listitem');
  await expect(async () => {
    await page.goto(`/search?q=${town}`);
    if (count === 0) await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible();
    await expect(results).toHaveCount(count, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('asked "Is it still available?" after 60 days, the owner renews the home in one press', async ({ page }) => {
  const owner = await createTestUser('care-owner');
  const name = 'Harbour flat to confirm';
  const { id } = await seedHome(owner.uid, name);
  const touched = new Date(Date.now() - 61 * DAY);
  await updateDoc(`listings/${id}`, { touchedAt: touched, careDueAt: new Date(touched.getTime() + 60 * DAY) });
  expect(runCare().asked).toBeGreaterThanOrEqual(1);

  // The bell says so; the alert opens the home, where the question waits with its answer.
  await signInBeforeVisit(page, owner);
  await page.goto('/');
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts (1 unread)', { timeout: 20_000 });
  await bell.click();
  await expect(page.getByText('Is it still available? You have not updated this home for 60 days')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(`/category/rent/${id}`);
  const question = page.getByRole('region', { name: 'Is it still available?' });
  await expect(question).toContainText('Unless you confirm it, it leaves the lists and search');
  await expectNoViolations(page);
  await question.getByRole('button', { name: 'Yes, it is still available' }).click();
  await expect(toast(page, RENEWED)).toBeVisible();
  await expect(question).toHaveCount(0);

  // The server dated the renewal: asked no more, looked at again in 60 days.
  await expect.poll(async () => (await readDoc(`listings/${id}`))?.staleAskedAt, { timeout: 20_000 }).toBeUndefined();
  const renewed = await readDoc(`listings/${id}`);
  expect((renewed?.touchedAt as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: name, exact: false }).first()).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('unconfirmed for 90 days, a home leaves the lists and search until its owner renews it', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser('care-gone');
  const name = 'Canal house to confirm';
  const { id, town } = await seedHome(owner.uid, name);
  await updateDoc(`listings/${id}`, {
    touchedAt: new Date(Date.now() - 95 * DAY),
    staleAskedAt: new Date(Date.now() - 35 * DAY),
    careDueAt: new Date(Date.now() - 60_000),
  });
  expect(runCare().unlisted).toBeGreaterThanOrEqual(1);

  // A visitor: not in search, not on the newest rent homes; its page still opens and says why.
  const visitor = await browser.newPage();
  await expectSearchFinds(visitor, town, 0);
  await visitor.goto('/category/rent');
  await expect(visitor.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await visitor.goto(`/category/rent/${id}`);
  await expect(visitor.getByRole('note')).toHaveText(MAY_BE_GONE_NOTE);

  // Its owner reads why on its page and renews it: back in search for everyone.
  await signInBeforeVisit(page, owner);
  await page.goto('/profile');
  await expect(page.getByText('Off the lists and search: confirm it is still available on its page.')).toBeVisible();
  await page.goto(`/category/rent/${id}`);
  const question = page.getByRole('region', { name: 'Is it still available?' });
  await expect(question).toContainText('This home is off the lists and search');
  await question.getByRole('button', { name: 'Yes, it is still available' }).click();
  await expect(toast(page, RENEWED)).toBeVisible();
  await expectSearchFinds(visitor, town, 1);
  await visitor.goto(`/category/rent/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(visitor.getByText(MAY_BE_GONE_NOTE)).toHaveCount(0);
  await visitor.close();
});
