import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNothingSpillsOut, expectTabsShowTheyScroll } from './support/layout';
import { shoot } from './support/screenshots';
import { openProfileMenu, signInAs } from './support/session';

/** The three dashboards in the app shell (docs/decisions/0093-app-shell.md), each signed in as its seeded account. */
const dashboards = [
  {
    role: 'owner',
    email: 'owner@petnest.demo',
    url: /\/pet-owner\/dashboard$/,
    label: 'Pet owner dashboard',
    first: 'Dashboard',
    other: 'My Pets',
  },
  {
    role: 'company',
    email: 'company@petnest.demo',
    url: /\/company\/dashboard$/,
    label: 'Company dashboard',
    first: 'Overview',
    other: 'Services',
  },
  {
    role: 'admin',
    email: 'admin@petnest.demo',
    url: /\/admin\/dashboard$/,
    label: 'Admin dashboard',
    first: 'Overview',
    other: 'Companies',
  },
] as const;

const widths = [1280, 375] as const;

/** The marketing site's header menu and footer: neither belongs on a dashboard. */
async function expectNoMarketingChrome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('App Store')).toHaveCount(0);
}

async function expectBellAndAccountMenuWork(page: Page) {
  const topBar = page.getByRole('banner');
  const bell = topBar.getByRole('button', { name: /^\d+ unread notifications?$/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  // Its items, or the empty menu's own line.
  await expect(topBar.getByRole('menuitem').or(topBar.getByText("You're all caught up.")).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  await openProfileMenu(page);
  const account = page.getByRole('menu', { name: 'Profile' });
  await expect(account.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(account.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
}

for (const dashboard of dashboards) {
  test.describe(`the ${dashboard.role} dashboard in the app shell`, () => {
    for (const width of widths) {
      test(`when it is ${width} px wide, then the top bar has the bell and account menu, no marketing header or footer, and the sections are the menu`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await signInAs(page, dashboard.email);
        await expect(page).toHaveURL(dashboard.url);
        await expect(page.getByRole('heading', { level: 1, name: dashboard.first })).toBeVisible();
        await expectNoMarketingChrome(page);

        const sections = page.getByRole('navigation', { name: `${dashboard.label} sections` });
        const opener = page.getByRole('banner').getByRole('button', { name: 'Sections' });
        if (width === 375) {
          // On a phone the sections are the one menu: behind the top bar's Sections button, and no other nav shows.
          await expect(sections).toBeHidden();
          await expect(page.locator('nav:visible')).toHaveCount(0);
          await expectBellAndAccountMenuWork(page);
          await opener.click();
          await expect(sections).toBeVisible();
          await expect(page.locator('nav:visible')).toHaveCount(1);
          await expectNoSeriousA11yViolations(page);
          await shoot(page, `app-shell-${dashboard.role}-drawer-${width}`, { fullPage: false });
          await sections.getByRole('link', { name: dashboard.other }).click();
          await expect(sections).toBeHidden();
        } else {
          await expect(opener).toBeHidden();
          await expect(sections).toBeVisible();
          await expectBellAndAccountMenuWork(page);
          await sections.getByRole('link', { name: dashboard.other }).click();
        }
        await expect(page.getByRole('heading', { level: 1, name: dashboard.other })).toBeVisible();
        await expectNoMarketingChrome(page);

        // The logo leads back to the dashboard's first section, not to the marketing site.
        await page
          .getByRole('banner')
          .getByRole('link', { name: `Petnest, ${dashboard.label}` })
          .click();
        await expect(page).toHaveURL(dashboard.url);
        await expect(page.getByRole('heading', { level: 1, name: dashboard.first })).toBeVisible();
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoSeriousA11yViolations(page);
        await shoot(page, `app-shell-${dashboard.role}-${width}`);
      });
    }
  });
}

/** The screens issue 25 names: tabs cut off with no hint, text broken mid-word or out of its card, at 375 px. */
const phoneScreens = [
  { email: 'company@petnest.demo', path: '/company/dashboard?section=profile', title: 'Profile', tabs: true },
  { email: 'company@petnest.demo', path: '/company/dashboard?section=employees', title: 'Employees', tabs: true },
  { email: 'company@petnest.demo', path: '/company/dashboard?section=analytics', title: 'Analytics', tabs: true },
  { email: 'company@petnest.demo', path: '/company/dashboard?section=customers', title: 'Customers', tabs: false },
  { email: 'admin@petnest.demo', path: '/admin/dashboard?section=settings', title: 'Settings', tabs: true },
  { email: 'admin@petnest.demo', path: '/admin/dashboard?section=users', title: 'Users', tabs: false },
  { email: 'admin@petnest.demo', path: '/admin/dashboard?section=audit-log', title: 'Audit Log', tabs: false },
] as const;

for (const email of ['company@petnest.demo', 'admin@petnest.demo'] as const) {
  test(`when ${email}'s screens are 375 px wide, then tabs show that they scroll and every card keeps its text inside`, async ({
    page,
  }) => {
    // Three or four screens with axe on each: past the 60 s default on a loaded 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, email);
    await expect(page).toHaveURL(/\/(company|admin)\/dashboard$/);
    for (const screen of phoneScreens.filter((candidate) => candidate.email === email)) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      if (screen.tabs) await expectTabsShowTheyScroll(page);
      if (screen.title === 'Profile') await page.getByRole('tab', { name: 'Statistics' }).click();
      await expectNothingSpillsOut(page);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `phone-${screen.path.split('=')[1]}-375`);
    }
  });
}

test('when a signed-in company opens a public page, then it keeps the marketing header and footer', async ({
  page,
}) => {
  await signInAs(page, 'company@petnest.demo');
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe("the top bar's search finds what the role works with", () => {
  test('when the company searches a pet, then its bookings and customers are listed and a booking opens its details', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);
    const field = page.getByRole('combobox', { name: 'Search bookings and customers' });
    await field.fill('Daisy');
    const bookings = page.getByRole('group', { name: 'Bookings' });
    await expect(bookings.getByRole('option').first()).toContainText('Daisy', { timeout: 30_000 });
    await expect(page.getByRole('group', { name: 'Customers' }).getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await shoot(page, `global-search-company-${width}`, { fullPage: false });
    }
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toContainText('Daisy', {
      timeout: 30_000,
    });
  });

  test('when the admin searches a company, then choosing it opens Companies filtered to it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.getByRole('combobox', { name: 'Search users and companies' }).fill('Happy Paws');
    const company = page.getByRole('group', { name: 'Companies' }).getByRole('option', { name: /Happy Paws/ });
    await expect(company.first()).toBeVisible({ timeout: 30_000 });
    await company.first().click();
    await expect(page).toHaveURL(/section=companies&search=Happy/);
    await expect(page.getByRole('main')).toContainText('Happy Paws');
  });
});
