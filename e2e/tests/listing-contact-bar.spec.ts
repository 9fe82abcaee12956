// A contact bar on phones (issue 53): the listing's actions come after its facts, description and
// map, three screens down; a bar at the foot of the screen keeps the price and one Contact in view,
// which offers the in-app enquiry first and the spec's contact page (an e-mail) after it. On a
// desktop the price card stays beside the page and there is no bar.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createTestUser, seedListing } from '../support/backend.ts';
import { tookOver } from '../support/page-ready.ts';

const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Contact about this home' });
let listingId = '';
let landlordUid = '';

test.beforeAll(async () => {
  const landlord = await createTestUser('contact-bar-landlord');
  landlordUid = landlord.uid;
  listingId = `contact-bar-${Date.now().toString(36)}`;
  await seedListing({ id: listingId, userRef: landlord.uid, name: 'Contact bar cottage', regularPrice: 1250 });
});

test('on a phone the price and Contact are in view at once; Contact offers the enquiry, a viewing, then the e-mail page', async ({
  page,
}) => {
  await page.goto(`/category/rent/${listingId}`);
  await tookOver(page);
  await expect(bar(page)).toBeInViewport();
  await expect(bar(page)).toContainText('$1,250 / Month');
  const contact = bar(page).getByRole('button', { name: 'Contact' });
  await contact.click();
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  const choices = bar(page).getByRole('link');
  await expect(choices).toHaveCount(3);
  await expect(choices.first()).toHaveAccessibleName(/^Send an enquiry/);
  await expect(choices.first()).toHaveAttribute('href', `/enquiry?listing=${listingId}`);
  // Issue 52: a viewing, booked in the viewings slice (its entry point).
  await expect(choices.nth(1)).toHaveAccessibleName(/^Book a viewing/);
  await expect(choices.nth(1)).toHaveAttribute('href', `/book-viewing?listing=${listingId}`);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The spec's contact page keeps its behaviour: reached from the bar as from the card.
  await choices.nth(2).click();
  await expect(page).toHaveURL(`/contact/${landlordUid}?listingName=Contact%20bar%20cottage`);
});

test('on a desktop the price card stays beside the page, with no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/category/rent/${listingId}`);
  await tookOver(page);
  await expect(page.getByRole('button', { name: 'Contact Landlord' })).toBeInViewport();
  await expect(bar(page)).toBeHidden();
});
