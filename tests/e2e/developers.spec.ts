import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

// Issue "API access": the API reference at /developers, bundled, loaded on that page only.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots at 375 and 1280 px');

const OWN_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Every request the page makes to another origin (data: and blob: URLs are the page's own). */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !OWN_HOSTS.has(url.hostname))
      foreign.push(request.url());
  });
  return foreign;
}

/** The reference drawn by the library, once the document and its code have arrived. */
const reference = (page: Page) => page.locator('.scalar-api-reference');

for (const width of [1280, 375]) {
  test(`at ${width} px, a developer reads how to get a key and the reference, and nothing loads from another origin`, async ({
    page,
  }) => {
    const foreign = recordForeignRequests(page);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/developers');

    await expect(page.getByRole('heading', { level: 1, name: 'The Petnest API' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get an API key' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Authentication' }).first()).toContainText('X-API-Key');
    const origin = new URL(page.url()).origin;
    await expect(page.getByText(`curl ${origin}/api/health`)).toBeVisible();
    await expect(page.getByRole('link', { name: `${origin}/api/openapi.json` })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );

    // Operations of the document, by their summaries in api-operations.ts: the first group is open.
    await expect(reference(page).getByText('Is the API up').first()).toBeAttached({ timeout: 30_000 });
    if (width === 1280) {
      await reference(page).getByRole('button', { name: 'Open Group - Company bookings' }).click();
      await expect(reference(page).getByText('Move an appointment to another time').first()).toBeVisible();
    }

    // Our own content only: the library's markup is not ours to fix (its contrast and landmark choices).
    await expectNoSeriousA11yViolations(page, { exclude: '.scalar-app' });
    if (width === 1280) await shootBothWidths(page, 'developers');
    expect(foreign).toEqual([]);
  });
}

test('when the visitor leaves /developers, the reference styles leave with it', async ({ page }) => {
  await page.goto('/developers');
  await expect(reference(page)).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('style[data-owner="scalar-reference"]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.locator('style[data-owner="scalar-reference"]')).toHaveCount(0);
});

test('when the document does not arrive, the page says so and Try Again loads it', async ({ page }) => {
  await page.route('**/api/openapi.json', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
  await page.goto('/developers');
  // After the query's two retries.
  await expect(page.getByText('The API reference could not be loaded')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/openapi.json');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(reference(page).getByText('Is the API up').first()).toBeAttached({ timeout: 30_000 });
});
