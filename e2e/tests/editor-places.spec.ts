// The address finds its coordinates (issue 51): as an owner types the address, the form offers the
// towns it could be in (from the town finder's index: the browser never downloads the gazetteer);
// choosing one fills latitude and longitude with the town's centre and moves the map there, where
// the owner places the pin exactly. The spec's fields stay, typed by hand when no town is known.
import { expect, test } from '@playwright/test';
import { createTestUser } from '../support/backend.ts';
import { signInBeforeVisit } from '../support/session.ts';

test('the editor fills the coordinates from a chosen town, and the pin can then be moved', async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('town-finder'));
  await page.goto('/create-listing');
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');
  await page.getByLabel('Address').fill('15 Heriot Row, Edinb');
  const towns = page.getByRole('group', { name: 'Place the map in the town:' });
  await expect(towns.getByRole('button', { name: 'Edinburgh, Scotland, United Kingdom' })).toBeVisible();
  // The whole name offers the towns of that name only, the most populous first.
  await page.getByLabel('Address').fill('15 Heriot Row, Edinburgh');
  await expect(towns.getByRole('button')).toHaveText([
    'Edinburgh, Scotland, United Kingdom',
    'Edinburgh, Indiana, United States',
  ]);
  await towns.getByRole('button', { name: 'Edinburgh, Scotland, United Kingdom' }).click();
  await expect(latitude).toHaveValue('55.952060');
  await expect(longitude).toHaveValue('-3.196480');
  await expect(page.getByRole('status').filter({ hasText: 'The map is on Edinburgh' })).toBeVisible();

  // The map is there: its pin, and a click east of its centre moves the home east of the town's centre.
  const map = page.getByRole('region', { name: 'Map to set the place of the home' });
  await expect(map.getByRole('button', { name: /The home's place/ })).toBeVisible();
  const frame = (await map.boundingBox())!;
  await map.click({ position: { x: frame.width / 2 + 60, y: frame.height / 2 } });
  await expect(longitude).not.toHaveValue('-3.196480');
  expect(Number(await longitude.inputValue())).toBeGreaterThan(-3.19648);
  expect(Math.abs(Number(await latitude.inputValue()) - 55.95206)).toBeLessThan(0.01);
});

test('an address in no known town offers none, and the coordinates are typed by hand', async ({ page }) => {
  await signInBeforeVisit(page, await createTestUser('town-finder-none'));
  await page.goto('/create-listing');
  await page.getByLabel('Address').fill('1 Nowhere Lane, Zzyzxqv');
  await page.getByLabel('Latitude').fill('10.5');
  await expect(page.getByRole('group', { name: 'Place the map in the town:' })).toHaveCount(0);
  await expect(page.getByLabel('Latitude')).toHaveValue('10.5');
});
