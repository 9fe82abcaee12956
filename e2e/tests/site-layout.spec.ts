// One site from phone to desktop: the header (brand, search, nav) from 1024px and the bottom bar
// below it, lists as grids, the listing page in two columns with its gallery and side card, and
// where the focus goes (route changes, refused forms, deletes, a signed-in visit to sign-in).
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, DEMO_USER, seedListing, uploadPhoto, type TestUser } from '../support/backend.ts';
import { tookOver } from '../support/page-ready.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

const DESKTOP = { width: 1440, height: 900 };
const newTown = () => `Layoutown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let owner: TestUser;
test.beforeAll(async () => {
  owner = await createTestUser('layout-owner');
});

/** The distinct left edges of the cards of the list in main (one per grid column). */
async function cardColumns(page: Page): Promise<number> {
  const lefts = await page
    .getByRole('main')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header has the brand, a place search and the nav; its search leads to /search', async ({ page }) => {
    await page.goto('/offers');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'House Marketplace' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Explore', 'Offers', 'Proflie']);
    // The nav is at the top of the page, not a bottom bar.
    const navBox = await nav.boundingBox();
    expect(navBox!.y).toBeLessThan(80);

    await banner.getByLabel('Search homes by place').fill('Amsterdam');
    await banner.getByRole('button', { name: 'Search', exact: true }).click();
    // The town too once its suggestion has come (`in=`): whether it came before the tap is a race.
    await expect(page).toHaveURL(/\/search\?q=Amsterdam(&in=t-\d+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search homes' })).toBeVisible();
    // Sent, the header's box is empty: the page says what it searched (issue 53).
    await expect(banner.getByLabel('Search homes by place')).toHaveValue('');
  });

  test("signed in, the header's search still shows its whole placeholder beside the six links (issue 86)", async ({
    page,
  }) => {
    await signInBeforeVisit(page, await createTestUser('layout-header'));
    await page.goto('/offers');
    const box = page.getByRole('banner').getByLabel('Search homes by place');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6);
    // The placeholder's text, in the box's font, fits inside the box's padding.
    const room = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Math.floor(inner - context.measureText(input.placeholder).width);
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  test('lists are grids of three or more columns, and every form has the same centred width', async ({ page }) => {
    await page.goto('/category/rent');
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    expect(await cardColumns(page)).toBeGreaterThanOrEqual(3);

    const formWidth = async (path: string, control: string) => {
      await page.goto(path);
      const form = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.getByLabel(control) });
      const box = await form.boundingBox();
      return { width: Math.round(box!.width), centre: Math.round(box!.x + box!.width / 2) };
    };
    const signInForm = await formWidth('/sign-in', 'Email');
    const contactForm = await formWidth('/contact/demo-alice?listingName=Sunny', 'Message');
    expect(contactForm).toEqual(signInForm);
    await signInBeforeVisit(page, owner);
    const createForm = await formWidth('/create-listing', 'Name');
    expect(createForm).toEqual(signInForm);
  });

  test('a listing page: photos and facts on the left, the price card on the right with Share', async ({ page }) => {
    await page.goto('/category/rent/seed-19');
    const gallery = page.getByRole('region', { name: 'Listing images' });
    const card = page.getByRole('complementary', { name: 'Price and actions' });
    await expect(card.getByRole('button', { name: 'Contact Landlord' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
    const [galleryBox, cardBox] = [await gallery.boundingBox(), await card.boundingBox()];
    expect(cardBox!.x).toBeGreaterThan(galleryBox!.x + galleryBox!.width);
    // One Share button on the page (the icon over the photo is the phone's).
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(1);
  });

  test('the gallery: whole photos, a count, thumbnails, arrows, arrow keys and a full-screen viewer', async ({
    page,
  }) => {
    const town = newTown();
    const photos = [
      await uploadPhoto(owner.uid, `${town}-a.png`),
      await uploadPhoto(owner.uid, `${town}-b.png`),
      await uploadPhoto(owner.uid, `${town}-c.png`),
    ];
    const name = `Gallery ${town}`.slice(0, 32);
    await seedListing({ id: town, userRef: owner.uid, name, imgUrls: photos });
    await page.goto(`/category/rent/${town}`);
    const gallery = page.getByRole('region', { name: 'Listing images' });
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    // Shown whole: a portrait photo is not cropped.
    expect(
      await gallery
        .locator('.swiper img')
        .first()
        .evaluate((img) => getComputedStyle(img).objectFit),
    ).toBe('contain');

    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('2 / 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect(gallery.getByText('3 / 3')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('2 / 3')).toBeVisible();

    await gallery.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${name}` });
    await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The carousel shows the photo the viewer ended on.
    await expect(gallery.getByText('3 / 3')).toBeVisible();
  });

  test('Explore shows two recommended homes at once, with arrows and dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Recommended listings' });
    await expect(carousel.getByRole('link')).toHaveCount(5);
    await expect(carousel.getByRole('button', { name: 'Previous listing' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next listing' }).click();
    await expect(carousel.getByRole('button', { name: 'Show listing 2 of 5' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Previous listing' })).toBeEnabled();
  });

  test('the owner edits or deletes a listing from its page; the delete asks first and goes to the profile', async ({
    page,
  }) => {
    const user = await createTestUser('page-deleter');
    const town = newTown();
    await seedListing({ id: town, userRef: user.uid, name: `Delete me ${town}`.slice(0, 32) });
    await signInBeforeVisit(page, user);
    await page.goto(`/category/rent/${town}`);
    const card = page.getByRole('complementary', { name: 'Price and actions' });
    await expect(card.getByRole('button', { name: 'Edit listing' })).toHaveAttribute('href', `/edit-listing/${town}`);
    await expect(card.getByRole('button', { name: 'Contact Landlord' })).toHaveCount(0);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await card.getByRole('button', { name: 'Delete listing' }).click();
    expect(asked).toEqual(['Are you sure you want to delete?']);
    await expect(page).toHaveURL(`/category/rent/${town}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Delete listing' }).click();
    await expect(toast(page, 'Successfully deleted listing')).toBeVisible();
    await expect(page).toHaveURL('/profile');
  });
});

test.describe('on a phone', () => {
  test("the gallery's arrows are not drawn over the photo, yet the keyboard reaches them (issue 53)", async ({
    page,
  }) => {
    const town = newTown();
    const photos = [await uploadPhoto(owner.uid, `${town}-a.png`), await uploadPhoto(owner.uid, `${town}-b.png`)];
    await seedListing({ id: town, userRef: owner.uid, name: `Phone gallery ${town}`.slice(0, 32), imgUrls: photos });
    await page.goto(`/category/rent/${town}`);
    await tookOver(page);
    const gallery = page.getByRole('region', { name: 'Listing images' });
    const next = gallery.getByRole('button', { name: 'Next photo' });
    await expect(next).toHaveCSS('clip-path', 'inset(50%)');
    // In the Tab order just before "View full screen".
    await gallery.getByRole('button', { name: 'View full screen' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(next).toBeFocused();
    await expect(next).toHaveCSS('clip-path', 'none');
    await page.keyboard.press('Enter');
    await expect(gallery.getByText('2 / 2')).toBeVisible();
  });

  test('a map that cannot load its tiles says so without covering its zoom buttons (issue 35, defect 11)', async ({
    page,
  }) => {
    const overlaps = async (note: ReturnType<Page['getByText']>, map: ReturnType<Page['locator']>) => {
      const [a, b] = [await note.boundingBox(), await map.locator('.leaflet-control-zoom').boundingBox()];
      return a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    };
    // No tile server answers here: both maps show their note.
    await page.goto('/category/rent/seed-19');
    const note = page.getByText('The map could not be loaded. The marker still shows where the home is.');
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    expect(await overlaps(note, page.locator('.leaflet-container'))).toBe(false);
    await page.goto('/search?view=map');
    const searchNote = page.getByText('The map could not be loaded. The markers still show where the homes are.');
    await expect(searchNote).toBeVisible();
    expect(await overlaps(searchNote, page.locator('.leaflet-container'))).toBe(false);
  });

  test('the brand tops the page, the nav is the bottom bar, and the share icon is over the photo', async ({ page }) => {
    await page.goto('/category/rent/seed-19');
    const brand = await page.getByRole('banner').getByRole('link', { name: 'House Marketplace' }).boundingBox();
    expect(brand!.y).toBeLessThan(40);
    // Explore has the phone's search box: the header's is not even loaded.
    await expect(page.getByLabel('Search homes by place')).toHaveCount(0);
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(navBox!.y + navBox!.height).toBeGreaterThan(800);
    const share = page.getByRole('button', { name: 'Share' });
    await expect(share).toHaveCount(1);
    const [shareBox, galleryBox] = [await share.boundingBox(), await page.getByLabel('Listing images').boundingBox()];
    expect(shareBox!.y).toBeLessThan(galleryBox!.y + 80);
  });

  test("a toast covers the header's brand, not the page title", async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const shown = toast(page, 'Bad user credentials');
    await expect(shown).toBeVisible();
    await page.locator('.Toastify__toast').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const [toastBox, titleBox] = [
      await page.locator('.Toastify__toast').boundingBox(),
      await page.getByRole('heading', { level: 1, name: 'welcome back!' }).boundingBox(),
    ];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(titleBox!.y);
  });

  test('a route change moves the focus to the new page heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeFocused();
  });

  test('a refused listing form takes the focus to the first field in error', async ({ page }) => {
    await signInBeforeVisit(page, owner);
    await page.goto('/create-listing');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a refused sign-up takes the focus to the field to fix', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Name').fill('Weak Password');
    await page.getByLabel('Email').fill(`weak-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign UP' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.getByText('Choose a stronger password: at least 6 characters.')).toBeVisible();
  });

  test('a signed-in visitor to sign-in or sign-up goes to the profile', async ({ page }) => {
    await signInBeforeVisit(page, DEMO_USER);
    await page.goto('/sign-in');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/profile');
  });

  test('after a delete on the profile the focus goes to the next listing, then to the heading', async ({ page }) => {
    const user = await createTestUser('focus-deleter');
    const town = newTown();
    const first = `First ${town}`.slice(0, 32);
    const second = `Second ${town}`.slice(0, 32);
    await seedListing({ id: `${town}-1`, userRef: user.uid, name: first, timestamp: new Date(2) });
    await seedListing({ id: `${town}-2`, userRef: user.uid, name: second, timestamp: new Date(1) });
    await signInBeforeVisit(page, user);
    await page.goto('/profile');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${first}` }).click();
    await expect(page.getByRole('main').getByRole('link', { name: second }).first()).toBeFocused();
    await page.getByRole('button', { name: `Delete ${second}` }).click();
    await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeFocused();
  });
});
