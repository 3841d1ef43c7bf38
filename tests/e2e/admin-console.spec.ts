import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shoot } from './support/screenshots';
import { signInAs } from './support/session';

const authOrigin = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:19099'}`;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-petnest-test';
/** A seeded company no other journey uses: suspending it for a moment disturbs nobody. */
const SUSPENDED_COMPANY = { id: 'company-13', name: 'Hop & Nibble Small Pet Care' };

async function identity<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed with ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A pet owner signed up as a person does: an Auth account, a verified email, then the role chosen through the API
 * (which writes the account's directory entry). Answers his ID token, for his own API calls.
 */
async function signUpOwner(request: APIRequestContext, email: string, displayName: string): Promise<string> {
  const password = 'Secret123';
  const { localId } = await identity<{ localId: string }>('accounts:signUp?key=demo-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
  await identity(`projects/${projectId}/accounts:update`, { localId, emailVerified: true, displayName }, true);
  const { idToken } = await identity<{ idToken: string }>('accounts:signInWithPassword?key=demo-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
  const registered = await request.post('/api/auth/register-role', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { role: 'pet_owner' },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return idToken;
}

/** Every company id the public marketplace lists now (a handful of pages of at most 48). */
async function marketplaceCompanies(request: APIRequestContext): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const response = await request.get(
      `/api/services/public?limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: Array<{ companyId: string }>;
      pagination: { nextCursor: string | null };
    };
    for (const service of body.data) ids.add(service.companyId);
    cursor = body.pagination.nextCursor;
  } while (cursor);
  return ids;
}

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Admin dashboard sections' });

test.describe('the superadmin console', () => {
  test("when the admin finds a user by search on a later page and disables him, then that user's next call is refused", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // More than a page of users (20) share a tag; the one to find signs up first, so newest-first puts him on page 2.
    const tag = `hfind${Date.now()}`;
    const targetEmail = `${tag}.target@example.test`;
    const targetToken = await signUpOwner(request, targetEmail, 'Target Person');
    // Small batches: the Functions emulator answers one request per worker, and a cold worker takes seconds.
    for (let batch = 0; batch < 23; batch += 3) {
      await Promise.all(
        Array.from({ length: Math.min(3, 23 - batch) }, (_, index) =>
          signUpOwner(request, `${tag}.u${batch + index}@example.test`, `Listed Person ${batch + index}`),
        ),
      );
    }
    const before = await request.get('/api/pet-owners/profile', {
      headers: { authorization: `Bearer ${targetToken}` },
    });
    expect(before.status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+ unread notifications?$/ })).toBeVisible();
    await expect(page.getByText(/^System Status:/)).toBeVisible();
    await expect(page.getByText('Total users')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'overview-1280');
    // Beside the bell, the critical alerts: conditions that hold now, each leading to the screen that resolves it.
    await page.getByRole('button', { name: /^(No critical alerts|\d+ critical alerts?)$/ }).click();
    const alertsHeader = page.getByRole('banner').getByText('Critical alerts', { exact: true });
    await expect(alertsHeader).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'critical-alerts-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(alertsHeader).toBeHidden();

    await sectionNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/section=users/);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(page.getByText('24 users')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: targetEmail })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: targetEmail }).click();
    const dialog = page.getByRole('dialog', { name: 'Target Person' });
    await expect(dialog.getByText(targetEmail)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'user-details-1280');
    await dialog.getByRole('button', { name: 'Disable User' }).click();
    await expect(page.getByText('User disabled successfully')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enable User' })).toBeVisible();
    await expect(dialog.getByText('Disabled', { exact: true })).toBeVisible();

    const after = await request.get('/api/pet-owners/profile', { headers: { authorization: `Bearer ${targetToken}` } });
    expect(after.status()).toBe(401);

    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    // A reload keeps the search and the page.
    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(tag);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'users-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'users-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test('when the admin suspends a company from its row with a reason, then its services leave the marketplace, the reason reaches the audit log and the company, and return when it is active again', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await sectionNav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company stats' }).getByText('Total companies')).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    // Dense rows, no "New" badges, statuses in words.
    await expect(table.getByText('New', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'companies-1280');
    // Sorting by name is within the page, ascending then descending.
    await table.getByRole('button', { name: 'Company' }).click();
    await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('Hop & Nibble');
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: SUSPENDED_COMPANY.name, exact: true }) });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(table.locator('tbody tr')).toHaveCount(1);

    // The row menu leads to the company's own dashboard.
    await row.getByRole('button', { name: `Actions for ${SUSPENDED_COMPANY.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Open dashboard' })).toHaveAttribute(
      'href',
      `/company/dashboard?companyId=${SUSPENDED_COMPANY.id}`,
    );
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${SUSPENDED_COMPANY.name}?` });
    await expect(confirm).toBeVisible();
    // No reason, no change.
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(confirm.getByText('Reason must be at least 3 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'company-suspend-dialog-1280');
    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(true);
    const reason = `Journey check ${Date.now()}`;
    await confirm.getByLabel(/Reason \(required\)/).fill(reason);
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${SUSPENDED_COMPANY.name} suspended`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(false);
    const publicPage = await request.get(`/api/companies/${SUSPENDED_COMPANY.id}/public`);
    expect(publicPage.status()).toBe(404);

    // The audit log names who and which company, in words, with the reason.
    await page.goto('/admin/dashboard?section=audit-log');
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = audit.getByRole('row').filter({ hasText: reason });
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('link', { name: SUSPENDED_COMPANY.name })).toBeVisible();
    await expect(entry.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(entry.getByText('Changed company status')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'audit-log-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'audit-log-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The company reads why on its dashboard (the superadmin opens it from the details).
    await entry.getByRole('link', { name: SUSPENDED_COMPANY.name }).click();
    const again = page.getByRole('table', { name: 'Companies' });
    await again.getByRole('button', { name: SUSPENDED_COMPANY.name, exact: true }).click();
    const details = page.getByRole('dialog', { name: SUSPENDED_COMPANY.name });
    await expect(details.getByText(reason)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'company-details-375');
    await details.getByRole('button', { name: 'Activate' }).click();
    const activate = page.getByRole('dialog', { name: `Activate ${SUSPENDED_COMPANY.name}?` });
    await expect(activate.getByLabel(/Reason \(optional\)/)).toBeVisible();
    await shoot(page, 'company-activate-dialog-375');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText(`${SUSPENDED_COMPANY.name} activated`)).toBeVisible();
    await details.getByRole('button', { name: 'Close dialog' }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'companies-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(true);

    await page
      .getByRole('table', { name: 'Companies' })
      .getByRole('button', { name: SUSPENDED_COMPANY.name, exact: true })
      .click();
    await details.getByRole('link', { name: 'Open dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/dashboard\\?companyId=${SUSPENDED_COMPANY.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('when Emergency Stop is pressed in Settings > Maintenance and then cancelled, then it asks for STOP typed and nothing is switched; it is on no other page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // Not beside Generate Report, not among the overview's quick actions.
    await expect(page.getByRole('button', { name: 'Generate Report' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emergency Stop' })).toHaveCount(0);
    await sectionNav(page).getByRole('link', { name: 'Settings' }).click();
    // The settings load first (a cold Functions worker can take a while on a busy machine).
    await expect(page.getByRole('tab', { name: 'Maintenance' })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await page.getByRole('button', { name: 'Emergency Stop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency Stop' });
    await expect(
      dialog.getByText(/Are you sure you want to perform this action\? This may affect platform operation\./),
    ).toBeVisible();
    const stop = dialog.getByRole('button', { name: 'Stop the platform' });
    await expect(stop).toBeDisabled();
    await dialog.getByLabel('Type STOP to confirm').fill('stop');
    await expect(stop).toBeDisabled();
    await dialog.getByLabel('Type STOP to confirm').fill('STOP');
    await expect(stop).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'emergency-stop-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Maintenance mode is on', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate Report' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The collapsible sidebar: a rail of icons whose links still lead to their sections.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await shoot(page, 'sidebar-collapsed-1280');
    await sectionNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sectionNav(page).getByText('Companies')).toBeVisible();
  });
});
