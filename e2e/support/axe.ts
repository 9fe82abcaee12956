import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { atWidth } from './page-ready.ts';

/** The rules every page is held to: WCAG 2.2 AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe finds no violation of WCAG 2.2 AA on the page as it is (and none of the `experimental` rules
 * named). A toast still sliding in is drawn
 * half transparent (its contrast then is not the one people read): its entrance ends first.
 */
export async function expectNoViolations(page: Page, { experimental = [] }: { experimental?: string[] } = {}) {
  await page
    .locator('.Toastify__toast')
    .evaluateAll((toasts) => Promise.all(toasts.flatMap((el) => el.getAnimations().map((a) => a.finished))));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
  if (experimental.length === 0) return;
  // Rules axe holds back as experimental (a tag does not run them): asked for by name.
  const extra = await new AxeBuilder({ page }).withRules(experimental).analyze();
  expect(
    extra.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe (${experimental.join(', ')}) on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Axe finds no violation at one width, then none once the page is resized to the other (a phone's
 * 390 px and a desktop's 1440 px by default): one load of the page, two scans.
 */
export async function expectNoViolationsAtBothWidths(page: Page, first = 390, then = 1440): Promise<void> {
  await atWidth(page, first);
  await expectNoViolations(page);
  await atWidth(page, then);
  await expectNoViolations(page);
}
