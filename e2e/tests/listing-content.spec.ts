// A listing worth reading (issue 35): a description, the key facts and the currency, from the form
// to the listing page and the cards, at a phone's and a desktop's width; the name's and the
// description's limits said up front.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { createTestUser, imagesOf, readDoc } from '../support/backend.ts';
import { pngFile } from '../support/images.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

// A description with paragraphs, a line break inside one, and text that must never become HTML.
const DESCRIPTION = [
  'Bright corner flat <b>over the canal</b>, "quiet" & close to the tram.',
  'Oak floors throughout.\nNew kitchen in 2025.',
  `A long third paragraph ${'with plenty to say about the neighbourhood, '.repeat(14)}end.`,
].join('\n\n');

async function fillRentWithDetails(page: Page, name: string, town = 'Amsterdam') {
  await page.getByRole('group', { name: 'Sell / Rent' }).getByRole('button', { name: 'Rent' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('1');
  await page.getByLabel('Address').fill(`8 Prinsengracht, ${town}`);
  await page.getByLabel('Latitude').fill('52.37');
  await page.getByLabel('Longitude').fill('4.88');
  await page.getByRole('group', { name: 'Offer' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByLabel('Regular Price').fill('1500');
  await page.getByLabel('Discounted Price').fill('1350');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Description (optional)').fill(DESCRIPTION);
  await page.getByLabel('Kind of home').selectOption('flat');
  await page.getByLabel('Floor area', { exact: true }).fill('64');
  await page.getByLabel('Available from', { exact: true }).fill('2027-03-01');
  await page.getByLabel('Deposit').fill('3000');
  await page.getByLabel('Bills included').selectOption('no');
  await page.getByLabel('Pets allowed').selectOption('yes');
  await page.getByLabel('Energy rating').selectOption('B');
  await page.getByLabel('Year built').fill('1895');
  await page.getByLabel('Floor', { exact: true }).fill('2');
  await page.getByLabel('Images').setInputFiles([pngFile('canal.png', 4)]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a landlord publishes a description, key facts and euros, and readers see them on the page and the card`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const user = await createTestUser('facts');
    await signInBeforeVisit(page, user);
    await page.goto('/create-listing');
    const name = `Canal flat ${viewport.width}`;
    await fillRentWithDetails(page, name);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    await expect(page).toHaveURL(/\/category\/rent\/[\w-]+$/);
    const id = page.url().split('/').pop()!;

    expect(await readDoc(`listings/${id}`)).toMatchObject({
      description: DESCRIPTION,
      currency: 'EUR',
      propertyKind: 'flat',
      floorArea: 64,
      floorAreaUnit: 'sqm',
      availableFrom: '2027-03-01',
      deposit: 3000,
      billsIncluded: false,
      petsAllowed: true,
      energyRating: 'B',
      yearBuilt: 1895,
      floor: 2,
    });

    // The price in euros, the was-price beside it, the discount in euros.
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { name: `${name} - €1,350 / Month` })).toBeVisible();
    await expect(main.getByText('€150 discount')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Price and actions' })).toContainText(
      '€1,350 / Month instead of €1,500',
    );

    // The facts table: every fact given.
    const facts = main.getByRole('region', { name: 'Key facts' });
    for (const [term, value] of [
      ['Kind of home', 'Flat'],
      ['Floor area', '64 m² (689 ft²)'],
      ['Available from', /Mar.*2027|2027.*Mar/],
      ['Deposit', '€3,000'],
      ['Bills included', 'No'],
      ['Pets allowed', 'Yes'],
      ['Energy rating', 'B'],
      ['Year built', '1895'],
      ['Floor', '2nd floor'],
    ] as const) {
      const row = facts.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
      await expect(row).toHaveCount(1);
      await expect(row.locator('xpath=following-sibling::dd')).toHaveText(value);
    }

    // The description as text, paragraphs kept, folded until "Read more".
    const about = main.getByRole('region', { name: 'About this home' });
    await expect(
      about.getByText('Bright corner flat <b>over the canal</b>, "quiet" & close to the tram.'),
    ).toBeVisible();
    await expect(about.locator('b')).toHaveCount(0);
    await expect(about.getByRole('paragraph')).toHaveCount(3);
    const more = about.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(about.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await expectNoViolations(page);

    // Its card on the rent list: the two most useful facts and the was-price.
    await page.goto('/category/rent');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('€1,350 / Month');
    await expect(card.locator('s')).toHaveText('instead of €1,500');
    await expect(card.getByText('Flat', { exact: true })).toBeVisible();
    await expect(card.getByText('64 m²', { exact: true })).toBeVisible();
  });
}

test('the name and the description say their limits as the owner types, and a longer name is not cut', async ({
  page,
}) => {
  await signInBeforeVisit(page, await createTestUser('counter'));
  await page.goto('/create-listing');
  const name = page.getByLabel('Name');
  await name.fill('A home with a very long name, forty chars');
  await expect(name).toHaveValue('A home with a very long name, forty chars');
  await expect(page.getByText('41 / 32 characters: 9 too many')).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/41 \/ 32 characters/);
  await name.fill('Short enough name');
  await expect(page.getByText('17 / 32 characters')).toBeVisible();
  await page.getByLabel('Description (optional)').fill('Light all day.');
  await expect(page.getByText('14 / 5000 characters')).toBeVisible();
});

test('an edit that empties a detail, or makes a rent home a sale, removes it from the stored listing', async ({
  page,
}) => {
  const user = await createTestUser('factsedit');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillRentWithDetails(page, 'Canal flat to edit');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/category\/rent\/[\w-]+$/);
  const id = page.url().split('/').pop()!;

  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByLabel('Description (optional)')).toHaveValue(DESCRIPTION);
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByLabel('Deposit')).toHaveValue('3000');
  await page.getByLabel('Description (optional)').fill('');
  await page.getByLabel('Energy rating').selectOption('');
  await page.getByRole('group', { name: 'Sell / Rent' }).getByRole('button', { name: 'Sell' }).click();
  await expect(page.getByLabel('Deposit')).toHaveCount(0);
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/category/sale/${id}$`));

  const stored = await readDoc(`listings/${id}`);
  for (const gone of ['description', 'energyRating', 'deposit', 'billsIncluded'])
    expect(stored).not.toHaveProperty(gone);
  expect(stored).toMatchObject({ type: 'sale', currency: 'GBP', propertyKind: 'flat', petsAllowed: true });
  await expect(page.getByRole('heading', { name: 'Canal flat to edit - £1,350' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'About this home' })).toHaveCount(0);
});

test('a detail out of range is refused with its message and keeps everything typed', async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('factsbad'));
  await page.goto('/create-listing');
  await fillRentWithDetails(page, 'Canal flat refused');
  await page.getByLabel('Year built').fill('999');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Year built must be a whole number from 1000 to 2100')).toBeVisible();
  await expect(page.getByLabel('Year built')).toBeFocused();
  await expect(page.getByLabel('Description (optional)')).toHaveValue(DESCRIPTION);
  await expect(page).toHaveURL(/\/create-listing$/);
});

test('a house hunter finds the home by its key facts and a price in euros, and not by others', async ({ page }) => {
  const town = `Factstown${Date.now().toString(36)}`;
  await signInBeforeVisit(page, await createTestUser('factsfind'));
  await page.goto('/create-listing');
  await fillRentWithDetails(page, 'Canal flat to find', town);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/category\/rent\/[\w-]+$/);
  const id = page.url().split('/').pop()!;
  // The server derives the search fields within seconds.
  await expect.poll(async () => (await readDoc(`listings/${id}`))?.kindCode, { timeout: 15_000 }).toBe(1);

  const found = (query: string) => page.goto(`/search?q=${town}&${query}`);
  const card = page.getByRole('main').getByRole('link', { name: /Canal flat to find/ });
  await found('kind=flat&minArea=60&maxArea=70&availableBy=2027-03-01&pets=1&maxPrice=1400&currency=EUR');
  await expect(card.first()).toBeVisible();
  await expect(page.getByText(/flat · up to €1,400 · 60 to 70 m² · available by .* · pets allowed/)).toBeVisible();
  for (const miss of [
    'kind=house',
    'minArea=65',
    'availableBy=2027-02-28',
    'maxPrice=1400', // in US dollars: $1,400 is about €1,207, below the home's euros (issue 53)
    'maxPrice=1300&currency=EUR',
  ]) {
    await found(miss);
    await expect(page.getByRole('heading', { name: 'No homes match this search' })).toBeVisible();
  }

  // The filters set them in the address.
  await found('');
  await expect(card.first()).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search filters' });
  // On a phone the panel opens on demand ("Filters (1)": the place is set).
  if (!(await filters.isVisible())) await page.locator('summary', { hasText: /^Filters/ }).click();
  await filters.getByRole('button', { name: 'More filters' }).click();
  await filters.getByLabel('Kind of home').selectOption('flat');
  await filters.getByLabel('Floor area from (m²)').fill('50');
  await filters.getByLabel('Pets allowed').check();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/kind=flat&minArea=50&pets=1/);
  await expect(card.first()).toBeVisible();
});

test('a floor plan is uploaded with the photos, shown last in the gallery and labelled, and removed with its file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 }); // the gallery's thumbnails show from tablets on
  const user = await createTestUser('plan');
  await signInBeforeVisit(page, user);
  await page.goto('/create-listing');
  await fillRentWithDetails(page, 'Canal flat with a plan');
  await page.getByLabel('Floor plan (optional)').setInputFiles([pngFile('plan.png', 9)]);
  await expect(page.getByRole('img', { name: 'New floor plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/category\/rent\/[\w-]+$/);
  const id = page.url().split('/').pop()!;
  const stored = await readDoc(`listings/${id}`);
  expect(decodeURIComponent(String(stored?.floorPlanUrl))).toContain(`images/${user.uid}-plan.png-`);
  expect(stored?.imgUrls).toHaveLength(1);

  // Last in the gallery, after the photo, and said to be the plan.
  const gallery = page.getByRole('region', { name: 'Listing images' });
  await gallery.getByRole('button', { name: 'Show the floor plan' }).click();
  await expect(gallery.getByRole('img', { name: 'Canal flat with a plan – floor plan' })).toBeVisible();
  await expect(gallery.getByText('Floor plan', { exact: true })).toBeVisible();
  await expect(gallery.getByText('2 / 2')).toBeVisible();

  // Removed on edit: the listing loses it, and its file goes.
  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByRole('img', { name: 'Current floor plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove floor plan' }).click();
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/category/rent/${id}$`));
  expect(await readDoc(`listings/${id}`)).not.toHaveProperty('floorPlanUrl');
  await expect.poll(async () => (await imagesOf(user.uid)).filter((name) => name.includes('-plan.png-'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Listing images' }).getByText('Floor plan')).toHaveCount(0);
});

test('"Available from" takes two Tab stops, a typed day or one chosen on the calendar (issue 53)', async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('dayfield'));
  await page.goto('/create-listing');
  const day = page.getByLabel('Available from', { exact: true });
  const calendar = page.getByRole('button', { name: 'Choose the day on a calendar' });
  await day.focus();
  await page.keyboard.press('Tab');
  await expect(calendar).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Deposit')).toBeFocused();

  // Typed in words, it reads as a day once left.
  await day.fill('1 March 2027');
  await page.keyboard.press('Tab');
  await expect(day).toHaveValue(
    await page.evaluate(() =>
      new Date(2027, 2, 1).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    ),
  );
  // Chosen on the calendar, from the keyboard: the box has it and the focus comes back.
  await calendar.press('Enter');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // Each day button is named from the number it shows (label in name: axe, with the calendar open).
  await expectNoViolations(page);
  await grid.getByRole('button', { name: /^15, .*March.*2027/ }).click();
  await expect(grid).toBeHidden();
  await expect(day).toBeFocused();
  await expect(day).toHaveValue(
    await page.evaluate(() =>
      new Date(2027, 2, 15).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    ),
  );
  // Text that names no day is refused with the form's message, and kept.
  await fillRentWithDetails(page, 'Canal flat, some day');
  await day.fill('next spring');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Available from must be a date')).toBeVisible();
  await expect(day).toHaveValue('next spring');
  const { violations } = await new AxeBuilder({ page })
    .include('form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
