import { expect, test } from '@playwright/test';
import { DEMO_USER } from '../support/backend.ts';
import { signIn } from '../support/ui.ts';

test('the site runs under its security headers without a single CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(eval|inline)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

  await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible();
  // Whichever listing is newest (other files add theirs): its page has the map.
  await page.getByRole('region', { name: 'Recommended listings' }).getByRole('link').first().click();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await signIn(page, DEMO_USER);
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible();

  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  // Map tiles are allowed by the policy but cannot load offline; that is a network error, not a violation.
  expect(violations).toEqual([]);
});
