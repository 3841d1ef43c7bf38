import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BOOKING_SUCCESS, chooseFromStrip, openBookingDialog } from './support/booking-dialog';
import { shootBothWidths } from './support/screenshots';
import { signInAs, signInAsNewOwnerWithDog } from './support/session';

// Issue 21: a company names who performs a service; an owner asks for a named groomer and books with her.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots at 375 and 1280 px');

test('the company sees its team members and the buffer in the service form', async ({ page }) => {
  await signInAs(page, 'company@petnest.demo');
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await page.goto('/company/dashboard?section=services');
  await page.getByRole('button', { name: 'Edit Full Groom' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Full Groom' });
  const team = form.getByRole('group', { name: 'Team members' });
  await expect(team.getByRole('checkbox').first()).toBeVisible();
  await expect(team).toContainText('every active team member performs this service');
  await expect(form.getByLabel('Buffer after each appointment')).toHaveValue('0');
  await team.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'team-service-form', { fullPage: false });
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('an owner picks a named groomer and books with her', async ({ page, request }) => {
  await signInAsNewOwnerWithDog(page, request, 'Gina Owner', { name: 'Pip', breed: 'Poodle' });

  const dialog = await openBookingDialog(page, 'demo-company', 'Full Groom');
  const member = dialog.getByLabel('Team member');
  // "Any available" and the demo company's active groomers.
  await expect(member.locator('option').nth(1)).toBeAttached();
  const name = (await member.locator('option').nth(1).textContent()) ?? '';
  await member.selectOption({ label: name });
  await chooseFromStrip(dialog, 'Pip (Dog)');
  await expect(dialog.getByLabel('Your booking')).toContainText(`with ${name}`);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'team-booking-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  const success = dialog.getByRole('status');
  await expect(success).toContainText(BOOKING_SUCCESS);
  await expect(success).toContainText(name);
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await page.goto('/pet-owner/dashboard?section=bookings');
  await expect(page.getByRole('article').filter({ hasText: 'Full Groom' }).first()).toContainText(`with ${name}`);
  await shootBothWidths(page, 'team-owner-bookings');
});
