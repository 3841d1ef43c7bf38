import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookAsNewOwner } from './support/company-bookings';
import { shoot, shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 25: Company Bookings as a worklist (Today first, compact rows, a row menu, one line per booking on a phone)
// and an Overview that starts with the day (docs/decisions/0094-company-bookings-worklist.md).

const worklist = (page: Page) => page.getByRole('table', { name: /^Appointments, / });
const bodyRows = (page: Page) => worklist(page).locator('tbody tr');

/** The worklist's rows or its empty state, once the view has loaded. */
async function viewLoaded(page: Page): Promise<void> {
  await expect(
    worklist(page).or(page.getByRole('heading', { level: 3, name: /^Nothing booked|^No appointments/ })),
  ).toBeVisible({ timeout: 30_000 });
}

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Opens a tab of the worklist and waits for its own rows: until its answer comes, the previous tab's rows stay on
 * screen marked busy (a Monday's Today has rows, so reading at once would read Today's, or rows being replaced).
 */
async function openView(page: Page, name: 'Today' | 'Upcoming' | 'All'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

const rowTimes = async (rows: Locator): Promise<number[]> =>
  (await rows.locator('td:first-child').allInnerTexts()).map((text) => Date.parse(text));

test.describe('the company works through its bookings', () => {
  test('when the company opens Bookings, then Today comes first; rows are compact, sort by time on the server, filter by status, and the row menu confirms a request', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const petName = `Wren${Date.now().toString(36).slice(-5)}`;
    const { date } = await bookAsNewOwner(request, petName);

    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);
    await page.goto('/company/dashboard?section=bookings');

    // Today is the first view, in the company's time zone.
    await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await viewLoaded(page);
    await axeAtBothWidths(page);
    await shootBothWidths(page, 'worklist-today');

    // Upcoming: earliest first from the server; sorting the time column asks for the other order.
    await openView(page, 'Upcoming');
    const ascending = await rowTimes(bodyRows(page));
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending.every(Number.isFinite)).toBe(true);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // Compact rows: one line each, about 48-56 px at 1280 px.
    const height = (await bodyRows(page).first().boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(40);
    expect(height).toBeLessThanOrEqual(60);
    await page.getByRole('button', { name: 'Date and time' }).click();
    await expect(page.getByRole('columnheader', { name: 'Date and time' })).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const times = await rowTimes(bodyRows(page));
        return times.length > 1 && times.every((time, index) => index === 0 || times[index - 1]! >= time);
      })
      .toBe(true);
    await shootBothWidths(page, 'worklist-upcoming');

    // Filter by status: the server answers pending bookings only.
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Pending' }).click();
    await expect
      .poll(async () =>
        (await bodyRows(page).locator('td:nth-child(5)').allTextContents()).every((text) => text === 'Pending'),
      )
      .toBe(true);
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All' }).click();

    // The new request, found by its day and pet; Confirm in its row menu changes the status at once.
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByLabel('Date', { exact: true }).fill(date);
    // The search is sent after a pause in typing: wait for its answer, so the menu is opened on the rows it leaves.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/bookings?') && response.url().includes('search='),
    );
    await page.getByLabel('Search appointments').fill(petName);
    await searched;
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: petName });
    await expect(row).toContainText('Pending', { timeout: 30_000 });
    await row.getByRole('button', { name: /^Actions for / }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Details',
      'ConfirmMark Confirmed',
      'Change status…',
      'Reschedule…',
      'Assign team member…',
    ]);
    await expectNoSeriousA11yViolations(page);
    // Phones have no row menu (a tap opens the details), so the open menu is shot at 1280 px only.
    await shoot(page, 'worklist-row-menu-1280', { fullPage: false });
    await menu.getByRole('menuitem', { name: /^Confirm/ }).click();
    await expect(page.getByText(`${petName}'s Full Groom is Confirmed.`)).toBeVisible();
    await expect(row).toContainText('Confirmed');
    await axeAtBothWidths(page);
  });

  test('when a phone opens Bookings, then each booking is one line, and a tap opens its details', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);
    await page.goto('/company/dashboard?section=bookings');
    await openView(page, 'Upcoming');
    const first = bodyRows(page).first();
    for (const box of await Promise.all((await bodyRows(page).all()).slice(0, 5).map((line) => line.boundingBox()))) {
      expect(box?.height ?? 0).toBeLessThanOrEqual(56);
      expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'worklist-phone', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    // A tap on the line's status (not on the pet's name) opens the details all the same.
    await first.scrollIntoViewIfNeeded();
    const status = await first.locator('td:nth-child(5)').boundingBox();
    if (!status) throw new Error('The line shows no status');
    await page.mouse.click(status.x + status.width / 2, status.y + status.height / 2);
    await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('when the company opens its dashboard, then the Overview starts with the day and what needs an answer, before the figures', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // At least one request waits for an answer.
    await bookAsNewOwner(request, `Juno${Date.now().toString(36).slice(-5)}`);
    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);
    const day = page.getByRole('region', { name: 'Your day' });
    await expect(day.getByRole('region', { name: /^Today/ })).toBeVisible({ timeout: 30_000 });
    // Tomorrow, or Monday seen on a Friday or a weekend (the demo salon is closed on weekends).
    await expect(day.getByRole('region', { name: /^(Tomorrow|Next working day)/ })).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Your day')).toBeLessThan(headings.findIndex((text) => text.includes('Monthly earnings')));
    expect(headings.findIndex((text) => text.startsWith('Needs an answer'))).toBe(headings.indexOf('Your day') + 1);
    // Each of today's appointments is in time order.
    const times = (
      await day
        .getByRole('region', { name: /^Today/ })
        .getByRole('button')
        .allTextContents()
    ).map((text) => Date.parse(`2000-01-01 ${/^\d{1,2}:\d{2} [AP]M/.exec(text)?.[0] ?? ''}`));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Recent bookings say when each was made.
    const recent = page.getByRole('region', { name: /^Recent bookings/ });
    await expect(recent.getByText(/^Booked [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).first()).toBeVisible();
    await axeAtBothWidths(page);
    await shootBothWidths(page, 'overview-day');

    // A pending request opens in place.
    const requests = page.getByRole('region', { name: /^Needs an answer/ });
    await expect(requests.getByRole('button', { name: /^Confirm / }).first()).toBeVisible();
    await requests
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toBeVisible();
  });
});
