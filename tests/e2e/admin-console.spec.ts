import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
    await expect(page.getByRole('img', { name: '5 notifications' })).toBeVisible();
    await expect(page.getByText(/^System Status:/)).toBeVisible();
    await expect(page.getByText('Total users')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'overview-1280');

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

  test('when the admin suspends a company, then its services leave the marketplace, and return when it is active again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await sectionNav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company stats' }).getByText('Total companies')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'companies-1280');

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('Hop & Nibble');
    const card = page.getByRole('article', { name: SUSPENDED_COMPANY.name });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByLabel(`Status of ${SUSPENDED_COMPANY.name}`).selectOption('suspended');
    await expect(page.getByText('Company status updated to suspended successfully')).toBeVisible();
    // The badge, not the selector's option of the same name.
    await expect(card.locator('span', { hasText: /^Suspended$/ })).toBeVisible();

    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(false);
    const publicPage = await request.get(`/api/companies/${SUSPENDED_COMPANY.id}/public`);
    expect(publicPage.status()).toBe(404);

    await card.getByRole('button', { name: `View details of ${SUSPENDED_COMPANY.name}` }).click();
    const dialog = page.getByRole('dialog', { name: SUSPENDED_COMPANY.name });
    await expect(dialog.getByText(SUSPENDED_COMPANY.id, { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'company-details-375');
    await dialog.getByLabel(`Status of ${SUSPENDED_COMPANY.name}`).selectOption('active');
    await expect(page.getByText('Company status updated to active successfully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await shoot(page, 'companies-375');
    expect((await marketplaceCompanies(request)).has(SUSPENDED_COMPANY.id)).toBe(true);

    // The shell at phone width: the sections open in a drawer; the header keeps its buttons.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emergency Stop' }).first()).toBeVisible();
    await shoot(page, 'overview-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test("when Emergency Stop is pressed and then cancelled, then the spec's confirmation shows and nothing is switched", async ({
    page,
  }) => {
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The header's button comes first; the overview's quick action is the same flow.
    await page.getByRole('button', { name: 'Emergency Stop' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Emergency Stop' });
    await expect(
      dialog.getByText('Are you sure you want to perform this action? This may affect platform operation.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
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
