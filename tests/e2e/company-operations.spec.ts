import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookAsNewOwner } from './support/company-bookings';
import { cardDate } from './support/owner-data';
import { shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 8 sections 5-8 as Happy Paws Grooming (Professional plan) runs its week: an owner's booking confirmed and
// assigned, an employee added (and removed again, so reruns stay under the plan's cap), a customer note, analytics.

test.describe('Happy Paws Grooming runs its week', () => {
  test('when an owner books, then the company confirms and assigns it, adds an employee, notes the customer and reads its analytics', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const petName = `Biscuit${Date.now().toString(36).slice(-5)}`;
    const { date, ownerName } = await bookAsNewOwner(request, petName);

    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);

    // Bookings: find the new one by its day and pet, confirm it, then assign an active employee.
    await page.goto('/company/dashboard?section=bookings');
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    await expect(page.getByText('Revenue', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Search appointments').fill(petName);
    const row = page.getByRole('row').filter({ hasText: petName });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(cardDate(date));
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'bookings-list');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Change status…' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Update Appointment Status' });
    await expect(statusDialog.getByLabel('Status')).toHaveValue('pending');
    await expect(statusDialog.getByLabel('Notify customer by email')).toBeChecked();
    await statusDialog.getByLabel('Status').selectOption('confirmed');
    await statusDialog.getByLabel('Notes (optional)').fill('See you soon');
    await expectNoSeriousA11yViolations(page);
    await statusDialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(row).toContainText('Confirmed');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Assign team member…' }).click();
    const assignDialog = page.getByRole('dialog', { name: 'Assign Employee' });
    const employeeSelect = assignDialog.getByLabel('Employee');
    await expect(employeeSelect.locator('option')).not.toHaveCount(1);
    const employeeName = ((await employeeSelect.locator('option').nth(1).textContent()) ?? '').replace(/ \(.*\)$/, '');
    await employeeSelect.selectOption({ index: 1 });
    await expectNoSeriousA11yViolations(page);
    await assignDialog.getByRole('button', { name: 'Save Assignment' }).click();
    await expect(assignDialog).toBeHidden();
    await expect(row).toContainText(employeeName);

    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /\d{4}$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'bookings-calendar');

    // Employees: add one (the list and the stats reload, the modal closes after a second), then remove it again.
    await page.goto('/company/dashboard?section=employees');
    await expect(page.getByRole('tab', { name: 'Employee List' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'employees');
    const newName = `Nina ${petName}`;
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const form = page.getByRole('dialog', { name: 'Add Employee' });
    await form.getByLabel('Name *').fill(newName);
    await form.getByLabel('Email *').fill(`${petName.toLowerCase()}@example.com`);
    await form.getByLabel('Phone *').fill('(555) 010-2030');
    await form.getByLabel('Position *').selectOption('Groomer');
    await form.getByLabel('Breed cuts').check();
    await form.getByLabel('Saturday', { exact: true }).check();
    await expect(form.getByLabel('Saturday Start')).toHaveValue('09:00');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Add Employee' }).click();
    await expect(form).toBeHidden({ timeout: 5000 });
    const card = page.getByRole('article', { name: newName });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Breed cuts');
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page.getByRole('table', { name: 'Performance of each employee' })).toBeVisible();
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await expect(page.getByRole('heading', { name: employeeName }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Employee List' }).click();
    await card.getByRole('button', { name: `Delete ${newName}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Employee?' })
      .getByRole('button', { name: 'Delete Employee' })
      .click();
    await expect(card).toBeHidden();

    // Customers: the new owner is a customer now; a note is kept with its author.
    await page.goto('/company/dashboard?section=customers');
    await page.getByLabel('Search customers').fill(ownerName.split(' ')[0] ?? ownerName);
    await page.getByRole('button', { name: ownerName }).click();
    const details = page.getByRole('dialog', { name: ownerName });
    await expect(details.getByText(petName).first()).toBeVisible();
    await details.getByRole('button', { name: 'Add Note' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
    await expect(noteDialog.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await noteDialog.getByLabel('Note').fill('Prefers morning appointments');
    await noteDialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(noteDialog).toBeHidden();
    await expect(details.getByText('Prefers morning appointments')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Close dialog' }).click();
    await shootBothWidths(page, 'customers');

    // Analytics: every tab, and 1Y really changes the range.
    await page.goto('/company/dashboard?section=analytics');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Total revenue')).toBeVisible();
    const yearly = page.waitForResponse((response) => response.url().includes('/api/analytics/overview?months=12'));
    await page.getByRole('button', { name: /^1Y/ }).click();
    expect((await yearly).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'analytics-overview');
    for (const tab of ['Revenue', 'Services', 'Performance']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shootBothWidths(page, `analytics-${tab.toLowerCase()}`);
    }
  });
});
