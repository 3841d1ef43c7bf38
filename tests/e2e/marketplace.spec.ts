import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

test.describe('the marketplace for a visitor', () => {
  test('when a visitor filters, then the URL follows, a reload keeps the filters, and Book Now sends him to sign in', async ({
    page,
  }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    // The first call may meet a cold API function on the emulator.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    // The heading is the real total of the filters, never "12+".
    const count = page.getByText(/^\d+ services?$/);
    await expect(count).toBeVisible();
    expect(Number((await count.textContent())?.split(' ')[0])).toBeGreaterThan(12);
    await expect(page.getByText(/\d\+ services/)).toHaveCount(0);

    const cards = page.getByRole('article');
    const city = page.getByRole('complementary', { name: 'Filters' }).getByLabel('City');
    await expect(city.getByRole('option', { name: 'Austin, TX' })).toBeAttached();
    await city.selectOption('Austin');
    await expect(page).toHaveURL(/city=Austin/);
    await expect(cards.first()).toContainText('Austin, TX');
    await shootBothWidths(page, 'marketplace-austin');
    await expect(cards.filter({ hasNotText: 'Austin, TX' })).toHaveCount(0);
    if (!(await page.getByRole('button', { name: 'Load more' }).isVisible())) {
      const shown = await cards.count();
      await expect(count).toHaveText(`${shown} ${shown === 1 ? 'service' : 'services'}`);
    }

    await page.getByRole('tab', { name: 'Grooming' }).click();
    await expect(page).toHaveURL(/category=grooming/);
    await page.getByRole('complementary', { name: 'Filters' }).getByText('Cats', { exact: true }).click();
    await expect(page).toHaveURL(/petType=cats/);
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Minimum rating').selectOption('4');
    await expect(page).toHaveURL(/minRating=4/);
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.getByRole('searchbox', { name: 'Search services' }).fill('groom');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=groom/);

    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText('Grooming');
      await expect(card).toContainText('Cat');
      await expect(card).toContainText('Austin, TX');
    }
    const prices = await cards.locator('p', { hasText: /^Price: \$/ }).allTextContents();
    const amounts = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Grooming' })).toHaveAttribute('aria-selected', 'true');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('radio', { name: 'Cats' })).toBeChecked();
    await expect(filters.getByLabel('Minimum rating')).toHaveValue('4');
    await expect(filters.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(filters.getByLabel('City')).toHaveValue('Austin');
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('groom');
    await expectNoSeriousA11yViolations(page);

    await cards.first().getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('when Load more is pressed, then the next page is added below', async ({ page }) => {
    await page.goto('/marketplace');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(24);
  });

  test('when a company link on a card is followed, then its public page opens', async ({ page }) => {
    await page.goto('/marketplace?category=grooming');
    const card = page.getByRole('article').filter({ hasText: 'Happy Paws Grooming' }).first();
    await card.getByRole('link', { name: 'Happy Paws Grooming' }).click();
    await expect(page).toHaveURL(/\/company\/demo-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Paws Grooming' })).toBeVisible();
  });

  test('when the screen is a phone, then the filters open in a sheet and still drive the URL', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/marketplace');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByText('Dogs', { exact: true }).click();
    await expect(page).toHaveURL(/petType=dogs/);
    await expect(sheet.getByLabel('City').getByRole('option', { name: 'Denver, CO' })).toBeAttached();
    await sheet.getByLabel('City').selectOption('Denver');
    await expect(page).toHaveURL(/city=Denver/);
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test('when nothing matches, then the empty state offers to clear the filters', async ({ page }) => {
    await page.goto('/marketplace?q=zzzznothing&city=Austin');
    await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('what a signed-out visitor downloads', () => {
  /** The Auth SDK is recognised by its endpoint, whatever the build names its chunk. */
  async function scriptsWithAuthSdk(page: Page, path: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(
      scripts.map(async (url) => [url, await (await page.request.get(url)).text()] as const),
    );
    return bodies.filter(([, body]) => body.includes('identitytoolkit.googleapis.com')).map(([url]) => url);
  }

  test('when the public pages are requested, then their HTML is already drawn (prerendered), and any other path gets the empty app', async ({
    request,
  }) => {
    for (const [path, heading] of [
      ['/', 'Loving care for your pet, booked in minutes'],
      ['/marketplace', 'Marketplace'],
      ['/pricing', 'Simple, transparent pricing'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(heading);
    }
    expect(await (await request.get('/company/demo-company')).text()).toContain(
      'data-prerendered="/company/:companyId"',
    );
    expect(await (await request.get('/company/dashboard')).text()).toContain('<div id="root"></div>');
    expect(await (await request.get('/settings')).text()).toContain('<div id="root"></div>');
  });

  test('when a visitor without a session browses the marketplace, then the Firebase Auth SDK is not loaded; the sign-in page loads it', async ({
    page,
  }) => {
    expect(await scriptsWithAuthSdk(page, '/marketplace')).toEqual([]);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect(await scriptsWithAuthSdk(page, '/signin')).not.toEqual([]);
  });
});
