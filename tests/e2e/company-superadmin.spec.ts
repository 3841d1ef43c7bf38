import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { idTokenFor } from './support/auth-emulator';
import { shoot } from './support/screenshots';
import { DEMO_PASSWORD, signInAs } from './support/session';

// Issue 8 section 2: a superadmin may open the dashboard of any company with `?companyId=`. A seeded company no
// other journey changes (Professional plan, so every section is open), read-only here.
const COMPANY = { id: 'company-03', name: 'Cozy Tails Boarding' };
const OWN_COMPANY_NAME = 'Happy Paws Grooming';

// The app's money format (en-US, USD, 2 decimals); the e2e layer cannot import the CommonJS contracts.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Company dashboard sections' });

/** What the API answers the superadmin for the company: what each section must show. */
async function companyData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}companyId=${COMPANY.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function openSection(page: Page, name: string): Promise<void> {
  await sectionNav(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Every link of the shell keeps the company, so no section falls back to the admin's own (none) or another one.
  expect(new URL(page.url()).searchParams.get('companyId')).toBe(COMPANY.id);
}

test.describe('a superadmin in a company dashboard', () => {
  test('when the admin opens a seeded company with ?companyId=, then every section shows that company and passes axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await idTokenFor('admin@petnest.demo', DEMO_PASSWORD);
    const [dashboard, profile, services, bookings, employees, customers, analytics] = await Promise.all([
      companyData<{ recentBookings: { petOwnerName: string; petName: string }[] }>(
        request,
        token,
        '/api/companies/dashboard-data',
      ),
      companyData<{ name: string; city: string; phone: string }>(request, token, '/api/companies/profile'),
      companyData<{ name: string }[]>(request, token, '/api/services'),
      companyData<{ customerName: string; petName: string }[]>(request, token, '/api/bookings'),
      companyData<{ name: string }[]>(request, token, '/api/employees'),
      companyData<{ name: string }[]>(request, token, '/api/customers'),
      companyData<{ totalRevenue: number; totalBookings: number; popularServices: { name: string }[] }>(
        request,
        token,
        '/api/analytics/overview?months=12',
      ),
    ]);
    // The seeded company has a full dashboard to see (issue 8, "Done means").
    expect(profile.name).toBe(COMPANY.name);
    const lists = { recentBookings: dashboard.recentBookings, services, bookings, employees, customers };
    for (const [name, list] of Object.entries(lists)) expect(list.length, name).toBeGreaterThan(0);

    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.goto(`/company/dashboard?companyId=${COMPANY.id}`);

    // Overview: the company's name in the shell, its cards and its most recent booking.
    const shell = page.getByRole('complementary', { name: 'Company dashboard' });
    await expect(shell.getByText(COMPANY.name)).toBeVisible();
    await expect(shell.getByText(OWN_COMPANY_NAME)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Total bookings')).toBeVisible();
    const recent = dashboard.recentBookings[0]!;
    await expect(page.getByText(`${recent.petOwnerName} · ${recent.petName}`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'superadmin-overview-1280');

    await openSection(page, 'Profile');
    await expect(page.getByLabel('Company name')).toHaveValue(profile.name);
    await expect(page.getByLabel('City')).toHaveValue(profile.city);
    await expectNoSeriousA11yViolations(page);

    await openSection(page, 'Services');
    await expect(page.getByRole('article')).toHaveCount(services.length);
    for (const service of services) await expect(page.getByRole('article', { name: service.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'superadmin-services-1280');

    await openSection(page, 'Bookings');
    const latest = bookings[0]!;
    // The worklist opens on Today; All lists every booking, latest first.
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: latest.petName }).filter({ hasText: latest.customerName }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openSection(page, 'Employees');
    for (const employee of employees) await expect(page.getByRole('article', { name: employee.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openSection(page, 'Customers');
    // The first match: this journey's check is that each customer is listed, not where else the name shows.
    for (const customer of customers)
      await expect(page.getByRole('button', { name: customer.name, exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'superadmin-customers-1280');

    await openSection(page, 'Analytics');
    const yearly = page.waitForResponse((response) =>
      response.url().includes(`/api/analytics/overview?months=12&companyId=${COMPANY.id}`),
    );
    await page.getByRole('button', { name: /^1Y/ }).click();
    expect((await yearly).status()).toBe(200);
    const card = (label: string) => page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
    await expect(card('Total revenue')).toContainText(usd.format(analytics.totalRevenue));
    await expect(card('Bookings')).toContainText(String(analytics.totalBookings));
    // The year's most booked service, or the spec's empty display when the year had none.
    await expect(
      page.getByText(analytics.popularServices[0]?.name ?? 'No services data available', { exact: true }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'superadmin-analytics-1280');
  });
});
