import { expect, test } from './support/test';
import { publicPagePaths } from '../../web/src/testing/public-pages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { uniqueEmail } from './support/auth-emulator';
import { openProfileMenu, signInAs } from './support/session';

test.describe('the header per role', () => {
  test('when signed out, then Sign In and Sign Up are offered', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  for (const [email, present, absent] of [
    ['owner@petnest.demo', [], ['Company Dashboard', 'Admin Dashboard']],
    ['company@petnest.demo', ['Company Dashboard'], ['Admin Dashboard']],
    ['admin@petnest.demo', ['Admin Dashboard'], ['Company Dashboard']],
  ] as const) {
    test(`when ${email} opens the profile menu, then it holds the entries of his role`, async ({ page }) => {
      await signInAs(page, email);
      await expect(page).toHaveURL(/dashboard$/);
      await openProfileMenu(page);
      const menu = page.getByRole('menu');
      for (const entry of ['Profile', 'Settings', 'Sign Out', ...present])
        await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
      for (const entry of absent) await expect(menu.getByRole('menuitem', { name: entry })).toHaveCount(0);
      await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('when a pet owner opens the admin dashboard, then he is sent home', async ({ page }) => {
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('public pages', () => {
  test('when an unknown path is opened, then "404 - Page Not Found"', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  });

  for (const path of publicPagePaths) {
    test(`when ${path} is opened, then it has a heading and no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Connecting pet owners with trusted service providers');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('when the footer is read, then store buttons are disabled with Coming Soon and the year is current', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'CRM' })).toHaveAttribute('href', '/pricing');
    await expect(footer.getByRole('button', { name: /App Store/ })).toBeDisabled();
    await expect(footer.getByRole('button', { name: /Google Play/ })).toBeDisabled();
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });
});

test.describe('pricing', () => {
  test('when signed out, then plans show monthly prices, yearly savings and buttons to /signup', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Professional' })).toContainText('$59.00');
    await expect(page.getByRole('article', { name: 'Professional' })).toContainText('Most Popular');
    await page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: 'Yearly' }).click();
    await expect(page.getByText('$590.00').first()).toBeVisible();
    await expect(page.getByText('Save 17%').first()).toBeVisible();
    await expect(page.getByText('Save $58.00 per year')).toBeVisible();
    await page
      .getByRole('link', { name: /start free trial/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('when a pet owner picks a plan, then he is sent to company sign-up', async ({ page }) => {
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/dashboard$/);
    await page.goto('/pricing');
    await page
      .getByRole('link', { name: /start free trial/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/signup\?type=company$/);
  });

  test('when a company picks a plan, then it reaches the trial confirmation of that plan', async ({ page }) => {
    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/dashboard$/);
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Starter' }).getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/company\/trial\/starter/);
    await expect(page.getByRole('main')).toContainText('Starter');
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
  });
});

test.describe('the app waitlist', () => {
  test('when an email is submitted, then "Successfully Joined!" with the spec text', async ({ page }) => {
    await page.goto('/petnest-app');
    await page.getByLabel('Email').fill(`  ${uniqueEmail('fan')}  `);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Successfully Joined!')).toBeVisible();
    await expect(dialog).toContainText(
      "You'll be among the first to know when the mobile app is available for download.",
    );
  });

  test('when the form is sent with Enter before the prerendered page has its code, then it is sent once the app takes over, not as a plain HTML form', async ({
    page,
  }) => {
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/petnest-app');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await page.getByLabel('Email').fill(uniqueEmail('early'));
    await page.getByLabel('Email').press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    releaseApp();
    await expect(page.getByRole('dialog').getByText('Successfully Joined!')).toBeVisible();
  });

  test('when the email is blank, then "Email is required"', async ({ page }) => {
    await page.goto('/petnest-app');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
  });
});
