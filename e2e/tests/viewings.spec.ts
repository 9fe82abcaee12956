// Viewings (issue 52), served by the fifth remote (mf-viewings, made by `pnpm new-remote`): a
// landlord offers viewing times on a home, a hunter (a second browser) books one of its free
// times, the landlord confirms, both see it and download a valid .ics; a request declined frees
// its time; a viewing cancelled says why; a let home takes no request. Axe at 390 and 1440 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createTestUser,
  readDoc,
  seedListing,
  seedViewingTimes,
  updateDoc,
  type TestUser,
} from '../support/backend.ts';
import { expectNoViolations, expectNoViolationsAtBothWidths } from '../support/axe.ts';
import { toast } from '../support/ui.ts';
import { signInBeforeVisit } from '../support/session.ts';

const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EDINBURGH = { lat: 55.9411, lng: -3.1869 };
const ADDRESS = '12 Marchmont Road, Edinburgh';
/** A slot's button: its clock time, then its day. */
const SLOT = /^\d\d:\d\d( [AP]M)?, /;

// A desktop's width: the slot picker shows the week from the first free day, so the tests' picks
// (the week's last time, another time for a proposal) exist at any hour. A phone shows one day:
// late in the afternoon that day has one or two times left, and a pick like "the second time"
// failed there (a CI run between 16:15 and 16:45 London time).
test.use({ viewport: { width: 1280, height: 900 } });

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBeforeVisit(page, user);
  return page;
}

/** The landlord offers every day from 09:00 to 18:00, half an hour each, no notice. */
async function offerTimes(page: Page, listingId: string) {
  await page.goto(`/category/rent/${listingId}`);
  await page.getByRole('link', { name: 'Viewing times' }).click();
  await expect(page).toHaveURL(`/viewing-times?listing=${listingId}`);
  await expect(page.getByRole('heading', { name: 'Viewing times', level: 1 })).toBeVisible();
  // Each day has its own hours (issue 86).
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByLabel(day, { exact: true }).check();
    await page.getByLabel(`${day} from`).fill('09:00');
    await page.getByLabel(`${day} to`).fill('18:00');
  }
  await page.getByLabel('Length of a viewing').selectOption('30');
  await page.getByLabel('Notice needed').selectOption('0');
  await page.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(toast(page, 'Viewing times saved')).toBeVisible();
  // The zone is the server's, from the home's coordinates.
  await expect(page.getByText("Times are in the home's time zone: London time (Europe/London).")).toBeVisible({
    timeout: 20_000,
  });
}

async function requestSlot(page: Page, listingId: string, note = ''): Promise<string> {
  await page.goto(`/category/rent/${listingId}`);
  await page.getByRole('link', { name: 'Book a viewing' }).first().click();
  await expect(page).toHaveURL(`/book-viewing?listing=${listingId}`);
  await expect(
    page.getByText("Times are in the home's time zone: London time (Europe/London).", { exact: false }),
  ).toBeVisible();
  // The last time shown (six days ahead on the desktop's week): far from the 15 minutes' lead a
  // slot needs, which a time today may cross while the test runs.
  const slot = page.getByRole('button', { name: SLOT }).last();
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  if (note) await page.getByLabel('A note for the owner (optional)').fill(note);
  await page.getByRole('button', { name: 'Request viewing' }).click();
  await expect(toast(page, 'Viewing requested')).toBeVisible();
  await expect(page).toHaveURL('/viewings');
  return name;
}

test('a landlord offers times, a hunter books one, the landlord confirms; both see it and get a valid .ics', async ({
  page,
  browser,
}) => {
  const landlord = await createTestUser('viewing-landlord');
  const hunter = await createTestUser('viewing-hunter');
  const id = uniqueId('viewed');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Flat by the Meadows',
    location: ADDRESS,
    geolocation: EDINBURGH,
  });

  await signInBeforeVisit(page, landlord);
  await offerTimes(page, id);

  const other = await signedInPage(browser, hunter);
  const booked = await requestSlot(other, id, 'I can come after work.');
  const mine = other.getByRole('listitem').filter({ hasText: 'Flat by the Meadows' });
  await expect(mine).toContainText('Requested');
  await expect(mine).toContainText('(London time)');
  await expect(mine).toContainText(`With ${landlord.name}, the owner`);

  // The landlord: the nav counts the request; the page lists it, and they confirm it.
  const viewingsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Viewings/ });
  await expect(viewingsLink).toHaveAccessibleName('Viewings (1 unread)', { timeout: 20_000 });
  await viewingsLink.click();
  await expect(page).toHaveURL('/viewings');
  const request = page.getByRole('listitem').filter({ hasText: 'Flat by the Meadows' });
  await expect(request).toContainText(`Requested by ${hunter.name}`);
  await expect(request).toContainText('I can come after work.');
  await expect(request).toContainText(booked.split(', ')[0]!);
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Viewing confirmed')).toBeVisible();
  await expect(request).toContainText('Confirmed');
  // Seen on the page: the landlord's count goes.
  await expect(viewingsLink).toHaveAccessibleName('Viewings');

  // The hunter's open page shows it confirmed without a reload (the badges' news).
  await expect(mine).toContainText('Confirmed', { timeout: 20_000 });
  const download = other.waitForEvent('download');
  await mine.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await (await download).path();
  // Read as a calendar reads it: long lines are folded onto lines that start with a space.
  const ics = (await readFile(file, 'utf8')).replace(/\r?\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  // On the home's clock, its zone named (issue 86), with a link to the home's own page.
  expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}\r?\n/);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect(ics).toContain('LOCATION:12 Marchmont Road\\, Edinburgh');
  expect(ics).toContain(`URL:http://localhost:4173/category/rent/${id}`);
  expect(ics).toContain('STATUS:CONFIRMED');
  expect(ics.trim().endsWith('END:VCALENDAR')).toBe(true);

  // The booked time is offered to nobody else.
  const third = await signedInPage(browser, await createTestUser('viewing-third'));
  await third.goto(`/book-viewing?listing=${id}`);
  await expect(third.getByRole('button', { name: SLOT }).first()).toBeVisible();
  await expect(third.getByRole('button', { name: booked, exact: true })).toHaveCount(0);
  await third.context().close();
  await other.context().close();
});

test('a declined request frees its time; a cancelled viewing tells the other person why', async ({ page, browser }) => {
  const landlord = await createTestUser('declining-landlord');
  const hunter = await createTestUser('declined-hunter');
  const id = uniqueId('declined');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Loft on Leith Walk',
    location: ADDRESS,
    geolocation: EDINBURGH,
  });
  await seedViewingTimes(id, landlord.uid);
  await signInBeforeVisit(page, landlord);

  const other = await signedInPage(browser, hunter);
  const first = await requestSlot(other, id);
  await page.goto('/viewings');
  const request = page.getByRole('listitem').filter({ hasText: 'Loft on Leith Walk' });
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Viewing declined')).toBeVisible();
  await expect(request).toContainText('Declined');
  // The server frees the time: it is offered again.
  await expect
    .poll(
      async () => {
        await other.goto(`/book-viewing?listing=${id}`);
        await expect(other.getByRole('button', { name: SLOT }).first()).toBeVisible();
        return other.getByRole('button', { name: first, exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  // Booked again, then cancelled by the hunter with a reason the landlord reads.
  await requestSlot(other, id);
  const mine = other.getByRole('listitem').filter({ hasText: 'Loft on Leith Walk' }).filter({ hasText: 'Requested' });
  await mine.getByRole('button', { name: 'Cancel viewing' }).click();
  await mine.getByRole('button', { name: 'Cancel this viewing' }).click();
  await expect(mine.getByText('Say why you cancel: the other person is told.')).toBeVisible();
  await mine.getByLabel('Why you cancel (the other person is told)').fill('I found another flat.');
  await mine.getByRole('button', { name: 'Cancel this viewing' }).click();
  await expect(toast(other, 'Viewing cancelled')).toBeVisible();
  await page.reload();
  const cancelled = page.getByRole('listitem').filter({ hasText: 'I found another flat.' });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText('Why it was cancelled: I found another flat.');
  await other.context().close();
});

test('the owner proposes another time; the one who asked accepts it', async ({ page, browser }) => {
  const landlord = await createTestUser('proposing-landlord');
  const hunter = await createTestUser('proposed-hunter');
  const id = uniqueId('proposed');
  await seedListing({ id, userRef: landlord.uid, name: 'Mews house', location: ADDRESS, geolocation: EDINBURGH });
  await seedViewingTimes(id, landlord.uid);
  await signInBeforeVisit(page, landlord);
  const other = await signedInPage(browser, hunter);
  const asked = await requestSlot(other, id);

  await page.goto('/viewings');
  const request = page.getByRole('listitem').filter({ hasText: 'Mews house' });
  await request.getByRole('button', { name: 'Propose another time' }).click();
  const proposal = request.getByRole('group', { name: 'Propose another time' });
  // The time asked for is taken (by this request): not offered again.
  await expect(proposal.getByRole('button', { name: asked, exact: true })).toHaveCount(0);
  const other1 = proposal.getByRole('button', { name: SLOT }).nth(1);
  const proposed = (await other1.getAttribute('aria-label')) ?? '';
  await other1.click();
  await proposal.getByRole('button', { name: 'Propose this time' }).click();
  await expect(toast(page, 'Another time proposed')).toBeVisible();
  await expect(request).toContainText('New time proposed');
  await expect(request).toContainText('You proposed this time instead: waiting for an answer.');

  // The hunter's open page shows the proposal (live), and they accept it.
  const mine = other.getByRole('listitem').filter({ hasText: 'Mews house' });
  await expect(mine).toContainText('The owner proposes this time instead of the one you asked for.', {
    timeout: 20_000,
  });
  await expect(mine).toContainText(proposed.split(', ')[0]!);
  await mine.getByRole('button', { name: 'Accept this time' }).click();
  await expect(toast(other, 'Viewing confirmed')).toBeVisible();
  await expect(mine).toContainText('Confirmed');
  // The time first asked for is free again (the server freed its slot).
  await expect
    .poll(
      async () => {
        await other.goto(`/book-viewing?listing=${id}`);
        await expect(other.getByRole('button', { name: SLOT }).first()).toBeVisible();
        return other.getByRole('button', { name: asked, exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await other.context().close();
});

test('a let home takes no viewing request; a visitor signs in and comes back to the times', async ({ page }) => {
  const landlord = await createTestUser('let-landlord');
  const hunter = await createTestUser('let-hunter');
  const id = uniqueId('let');
  await seedListing({ id, userRef: landlord.uid, name: 'Let garden flat', location: ADDRESS, geolocation: EDINBURGH });
  await updateDoc(`listings/${id}`, { status: 'let-agreed' });
  await page.goto(`/book-viewing?listing=${id}`);
  await expect(page).toHaveURL('/sign-in');
  await page.getByLabel('Email').fill(hunter.email);
  await page.getByLabel('Password', { exact: true }).fill(hunter.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`/book-viewing?listing=${id}`);
  await expect(page.getByText('This home is no longer available, so it takes no new viewing requests.')).toBeVisible();
  await page.goto(`/category/rent/${id}`);
  await expect(page.getByRole('heading', { name: 'Let garden flat' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a viewing' })).toHaveCount(0);
  expect(await readDoc(`viewingTimes/${id}`)).toBeNull();
});

// Each page is scanned at one width, then resized and scanned again: one load of it, two widths.
test('the viewing pages have no axe violations at 390 px and at 1440 px', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const landlord = await createTestUser('axe-viewing-landlord');
  const hunter = await createTestUser('axe-viewing-hunter');
  const id = uniqueId('axe-viewing');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Axe checked flat',
    location: ADDRESS,
    geolocation: EDINBURGH,
  });
  await seedViewingTimes(id, landlord.uid);
  await signInBeforeVisit(page, landlord);
  await page.goto(`/viewing-times?listing=${id}`);
  await expect(page.getByLabel('Saturday to')).toHaveValue('18:00');
  await expect(page.getByText("Times are in the home's time zone: London time (Europe/London).")).toBeVisible();
  await expectNoViolationsAtBothWidths(page);
  const other = await signedInPage(browser, hunter);
  await other.setViewportSize({ width: 390, height: 900 });
  await other.goto(`/book-viewing?listing=${id}`);
  await other.getByRole('button', { name: SLOT }).first().click();
  await expectNoViolationsAtBothWidths(other);
  await requestSlot(other, id, 'Axe');
  await expectNoViolationsAtBothWidths(other, 1440, 390);
  await page.goto('/viewings');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectNoViolationsAtBothWidths(page, 1440, 390);
  await other.context().close();
});

test('a landlord offers one-off times only; a hunter books one of them (issue 52)', async ({ page, browser }) => {
  const landlord = await createTestUser('oneoff-landlord');
  const hunter = await createTestUser('oneoff-hunter');
  const id = uniqueId('oneoff');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Attic by the Castle',
    location: ADDRESS,
    geolocation: EDINBURGH,
  });
  // Three days from now, in London (the home's zone), at 18:30.
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

  await signInBeforeVisit(page, landlord);
  await page.goto(`/viewing-times?listing=${id}`);
  for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await page.getByLabel(weekday, { exact: true }).uncheck();
  const oneOff = page.getByRole('group', { name: 'One-off times' });
  await oneOff.getByRole('textbox', { name: 'Day' }).fill(day);
  await oneOff.getByLabel('Time').fill('18:30');
  await oneOff.getByRole('button', { name: 'Add this time' }).click();
  await expect(oneOff.getByRole('listitem')).toHaveCount(1);
  await expect(oneOff.getByRole('listitem')).toContainText('18:30');
  await page.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(toast(page, 'Viewing times saved')).toBeVisible();
  await expect.poll(async () => (await readDoc(`viewingTimes/${id}`))?.oneOff).toEqual([`${day}T18:30`]);
  await expectNoViolations(page);

  // The hunter finds that one time, and it is booked.
  const other = await signedInPage(browser, hunter);
  await other.goto(`/book-viewing?listing=${id}`);
  const times = other.getByRole('button', { name: SLOT });
  await expect(times).toHaveCount(1, { timeout: 20_000 });
  await expect(times).toHaveAccessibleName(/^(18:30|0?6:30 PM), /);
  await times.click();
  await other.getByRole('button', { name: 'Request viewing' }).click();
  await expect(toast(other, 'Viewing requested')).toBeVisible();
  await expect(other.getByRole('listitem').filter({ hasText: 'Attic by the Castle' })).toContainText('Requested');
});

test("each day keeps its own hours: Wednesday's afternoon leaves Saturday's morning (issue 86)", async ({ page }) => {
  const landlord = await createTestUser('dayhours-landlord');
  const id = uniqueId('dayhours');
  await seedListing({
    id,
    userRef: landlord.uid,
    name: 'Close by the Meadows',
    location: ADDRESS,
    geolocation: EDINBURGH,
  });

  await signInBeforeVisit(page, landlord);
  await page.goto(`/viewing-times?listing=${id}`);
  // A new home offers Saturday 10:00–12:00 to start with.
  await expect(page.getByLabel('Saturday', { exact: true })).toBeChecked();
  await page.getByLabel('Saturday from').fill('10:00');
  await page.getByLabel('Saturday to').fill('12:00');
  await page.getByLabel('Wednesday', { exact: true }).check();
  await page.getByLabel('Wednesday from').fill('14:00');
  await page.getByLabel('Wednesday to').fill('16:00');
  await page.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(toast(page, 'Viewing times saved')).toBeVisible();
  await expect
    .poll(async () => (await readDoc(`viewingTimes/${id}`))?.dayHours)
    .toEqual(['', '', '14:00-16:00', '', '', '10:00-12:00', '']);

  await page.reload();
  await expect(page.getByLabel('Wednesday from')).toHaveValue('14:00');
  await expect(page.getByLabel('Wednesday to')).toHaveValue('16:00');
  await expect(page.getByLabel('Saturday from')).toHaveValue('10:00');
  await expect(page.getByLabel('Saturday to')).toHaveValue('12:00');
  await expectNoViolations(page);
});

test('a home whose times have no zone yet: the booking page says so with a Retry, and offers the times once the server set it (issue 83)', async ({
  page,
}) => {
  const landlord = await createTestUser('zoneless-landlord');
  const hunter = await createTestUser('zoneless-hunter');
  // Times written before their home exists: their trigger finds no coordinates and sets no zone,
  // and the home's creation is not a move. Should the trigger run late (a busy emulator) and set
  // one after all, the home is made again under a new id.
  let id = '';
  for (let attempt = 0; attempt < 3 && !id; attempt += 1) {
    const candidate = uniqueId('zoneless');
    await seedViewingTimes(candidate, landlord.uid, null);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await seedListing({ id: candidate, userRef: landlord.uid, name: 'Zoneless flat', location: ADDRESS });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (!(await readDoc(`viewingTimes/${candidate}`))?.timeZone) id = candidate;
  }
  expect(id, 'a home whose times have no zone').not.toBe('');

  await signInBeforeVisit(page, hunter);
  await page.goto(`/book-viewing?listing=${id}`);
  await expect(page.getByRole('status', { name: 'Loading the free times' })).toBeVisible();
  await expect(
    page.getByText('The free times are not ready yet: the home’s time zone is still being worked out.', {
      exact: false,
    }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: SLOT })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The home moves: the server works out its zone, and the page, which keeps asking, shows the
  // times (its Retry asks at once: book-viewing-page.test.tsx).
  await updateDoc(`listings/${id}`, { geolocation: EDINBURGH });
  await expect(page.getByText("Times are in the home's time zone: London time (Europe/London).")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: SLOT }).first()).toBeVisible();
});
