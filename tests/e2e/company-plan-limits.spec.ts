import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signUpCompany } from './support/auth-emulator';
import { addServiceThroughDialog } from './support/company-services';
import { shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

// The usage-limit gate on maxServices (docs/product.md#company-dashboard; docs/product.md#plans: "Usage warning at 80% of a
// limit; adding blocked at the limit") for a new company on the Starter trial, whose cap is 10 services
// (docs/product.md#plans). Its first services are made through the API; the 8th and the 10th through the dialog.
const warning = (usage: number) => `You are using ${usage} of 10 services on your plan.`;
const WARNING_TEXT = 'Upgrade before you reach the limit to keep adding services.';
const REACHED = "You have reached your plan's limit of 10 services.";
const REACHED_TEXT = 'Upgrade your plan to add more services.';

async function addServicesThroughApi(request: APIRequestContext, idToken: string, names: string[]): Promise<void> {
  for (const name of names) {
    const created = await request.post('/api/services', {
      headers: { authorization: `Bearer ${idToken}` },
      data: { name, description: 'A warm bath and a brush-out.', price: 30, petTypes: ['dog'] },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

test.describe('a Starter company near and at its services limit', () => {
  test('when it has 8 of 10 services, then it is warned; at 10 adding is blocked with an upgrade prompt, and the server agrees', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const company = await signUpCompany(request, 'limits', 'Lena Limits');
    const headers = { authorization: `Bearer ${company.idToken}` };
    const trial = await request.post('/api/companies/subscription/trial', { headers, data: { planId: 'starter' } });
    expect(trial.status(), await trial.text()).toBe(200);
    await addServicesThroughApi(
      request,
      company.idToken,
      Array.from({ length: 7 }, (_, n) => `Bath ${n + 1}`),
    );

    await signInAs(page, company.email, company.password);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await page.goto('/company/dashboard?section=services');
    await expect(page.getByText('7 services', { exact: true })).toBeVisible();
    // 7 of 10 is under 80 %: no notice yet.
    await expect(page.getByText(/You are using \d+ of 10 services/)).toHaveCount(0);
    const addButton = page.getByRole('button', { name: 'Add Service' });
    await expect(addButton).toBeEnabled();

    // The 8th service reaches 80 %: the warning appears as soon as it is saved, and adding is still allowed.
    await addServiceThroughDialog(page, 'Bath 8', { price: 30 });
    const notice = page.getByRole('alert').filter({ hasText: 'services on your plan' });
    await expect(notice).toContainText(warning(8));
    await expect(notice).toContainText(WARNING_TEXT);
    await expect(addButton).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'services-limit-warning');

    // At 9 the warning counts on; the 10th, added in the browser, reaches the limit.
    await addServicesThroughApi(request, company.idToken, ['Bath 9']);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: warning(9) })).toBeVisible();
    await addServiceThroughDialog(page, 'Bath 10', { price: 30 });
    const blocked = page.getByRole('alert').filter({ hasText: REACHED });
    await expect(blocked).toContainText(REACHED_TEXT);
    await expect(page.getByText(/You are using \d+ of 10 services/)).toHaveCount(0);
    await expect(addButton).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'services-limit-reached');

    // The button is only the visible half: the server refuses an 11th with the same limit.
    const eleventh = await request.post('/api/services', {
      headers,
      data: { name: 'Bath 11', description: 'One too many.', price: 30, petTypes: ['dog'] },
    });
    expect(eleventh.status()).toBe(409);
    expect(await eleventh.json()).toMatchObject({ success: false, code: 'LIMIT_REACHED' });

    // The upgrade prompt leads to the plans.
    await blocked.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('article', { name: 'Professional' })).toBeVisible();
  });
});
