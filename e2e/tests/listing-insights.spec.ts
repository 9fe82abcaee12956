// A landlord's insights (issue 52): a visitor's view (one per visitor a day, counted by the
// server from the listing page's beacon) and a hunter's save show on the owner's insights page,
// as numbers, per day and as a chart, and in all on the profile's list; nobody else reads them.
// Axe at 390 and 1440 px.
import { expect, test, type Page } from '@playwright/test';
import { adminFirestore } from '../../backend/admin.mjs';
import { parseStats, sumStats } from '../../listing-domain/src/listing-stats.ts';
import { createTestUser, seedListing } from '../support/backend.ts';
import { expectNoViolations } from '../support/axe.ts';
import { signInBeforeVisit } from '../support/session.ts';

const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The listing's figures in all, as the server counted them. */
async function totals(id: string) {
  const docs = await adminFirestore().collection(`listingStats/${id}/totals`).get();
  return sumStats(docs.docs.map((d) => parseStats(d.data())));
}

/** The figure `label` of the page's group `group` ("The last 30 days", "In all"). */
const figure = (page: Page, group: string, label: string) =>
  page
    .getByLabel(group)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a view and a save show on the owner’s insights and profile; nobody else reads them', async ({
  page,
  browser,
}) => {
  const owner = await createTestUser('insights-owner');
  const hunter = await createTestUser('insights-hunter');
  const id = uniqueId('insights');
  const name = 'Loft by the Harbourside';
  await seedListing({ id, userRef: owner.uid, name });

  // A visitor opens the home (one view), then a hunter saves it (the same address: still one view).
  const visitor = await browser.newPage();
  await visitor.goto(`/category/rent/${id}`);
  await expect.poll(async () => (await totals(id)).views, { timeout: 20_000 }).toBe(1);
  await visitor.close();
  const other = await (await browser.newContext()).newPage();
  await signInBeforeVisit(other, hunter);
  await other.goto(`/category/rent/${id}`);
  await other.getByRole('main').getByRole('button', { name: 'Save home', exact: true }).click();
  await expect.poll(async () => (await totals(id)).saves, { timeout: 20_000 }).toBe(1);
  // Not the hunter's to read.
  await other.goto(`/listing-insights?listing=${id}`);
  await expect(other.getByText("Only the home's owner sees its insights.")).toBeVisible();

  // The owner: from the home's page to its insights.
  await signInBeforeVisit(page, owner);
  await page.goto(`/category/rent/${id}`);
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(`/listing-insights?listing=${id}`);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(figure(page, 'The last 30 days', 'Views')).toHaveText('1');
  await expect(figure(page, 'The last 30 days', 'Saves')).toHaveText('1');
  await expect(figure(page, 'In all', 'Views')).toHaveText('1');
  await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible();
  await page.getByText('Numbers per day').click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/1\s*1\s*0\s*0/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
  }
  // The owner's own visit counted no view.
  expect((await totals(id)).views).toBe(1);

  // The profile's list says them too, with the way back to the insights.
  await page.goto('/profile');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('1 view · 1 save · 0 enquiries · 0 viewing requests');
  await item.getByRole('link', { name: `Insights of ${name}` }).click();
  await expect(page).toHaveURL(`/listing-insights?listing=${id}`);
});
