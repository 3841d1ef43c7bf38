import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';

// docs/decisions/0105-api-keys.md: the seeded Enterprise company (Downtown Vet Clinic) creates a key, copies it, the
// test calls the API with it, and the company revokes it; a Starter company gets the upgrade prompt instead.
test.describe('API keys in the company dashboard', () => {
  test('when an Enterprise company creates a key, then it is shown once, copied, works on the API, and stops once revoked', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'company-02@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Company dashboard sections' })
      .getByRole('link', { name: 'API keys' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page).toHaveURL(/section=api-keys/);

    const name = `Journey ${Date.now()}`;
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByLabel('Name').fill(name);
    await create.getByRole('radio', { name: 'Read only' }).check();
    await create.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your API key' });
    await expect(shown.getByText('This is the only time the key is shown.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByText('API key copied.')).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^pn_live_[A-Za-z0-9_-]{43}$/);
    await expect(shown.getByLabel(`API key "${name}"`)).toHaveValue(key);
    await shown.getByRole('button', { name: 'Done' }).click();

    // The list shows the key by its hint only, never the key.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`pn_live_…${key.slice(-4)}`);
    await expect(row).toContainText('Read only');
    await expect(page.getByText(key)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const bookings = await request.get('/api/bookings', { headers: { 'X-API-Key': key } });
    expect(bookings.status(), await bookings.text()).toBe(200);
    const write = await request.post('/api/services', { headers: { 'X-API-Key': key }, data: {} });
    expect(write.status()).toBe(403);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke API key?' });
    await revoke.getByRole('button', { name: 'Revoke Key' }).click();
    await expect(page.getByText('API key revoked.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    const afterRevoke = await request.get('/api/bookings', { headers: { 'X-API-Key': key } });
    expect(afterRevoke.status()).toBe(401);
  });

  test('when a Starter company opens API keys, then it sees the upgrade prompt', async ({ page }) => {
    await signInAs(page, 'company-04@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await page.goto('/company/dashboard?section=api-keys');
    await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Plans' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
