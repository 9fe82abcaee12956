// Fills the create form's required fields as a person types them (a sale with an offer).
import type { Page } from '@playwright/test';

export async function fillListing(page: Page, name: string, address = '12 Orchard Lane, Bath') {
  await page.getByRole('group', { name: 'Sell / Rent' }).getByRole('button', { name: 'Sell' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByRole('group', { name: 'Parking spot' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByLabel('Address').fill(address);
  await page.getByLabel('Latitude').fill('51.38');
  await page.getByLabel('Longitude').fill('-2.36');
  await page.getByRole('group', { name: 'Offer' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByLabel('Regular Price').fill('450000');
  await page.getByLabel('Discounted Price').fill('425000');
}
