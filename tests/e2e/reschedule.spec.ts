import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { idTokenFor } from './support/auth-emulator';
import { bookAsNewOwner } from './support/company-bookings';
import { shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

// Moving a booking (docs/decisions/0103-moving-a-booking.md): the company picks a new day and a free time of the same
// team member, the appointment moves, and the owner is told in the app.
test.describe('the company moves an appointment', () => {
  test('when the company reschedules a request from its details, then it moves to the chosen day and time and the owner hears of it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const petName = `Moss${Date.now().toString(36).slice(-5)}`;
    const { bookingId, email, password } = await bookAsNewOwner(request, petName);

    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard/);
    await page.goto(`/company/dashboard?section=bookings&bookingId=${bookingId}`);
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await expect(details).toContainText(petName, { timeout: 30_000 });
    await details.getByRole('button', { name: 'Reschedule' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
    await expect(dialog).toBeVisible();
    const strip = dialog.getByRole('group', { name: 'New date' });
    const freeDays = strip.locator('label').filter({ hasText: / free$/ });
    await expect(freeDays.first()).toBeVisible({ timeout: 30_000 });
    await freeDays.nth((await freeDays.count()) - 1).click();
    const date = (await strip.locator('input[type="radio"]:checked').getAttribute('value')) ?? '';
    const free = dialog.getByRole('group', { name: 'New time' }).getByRole('radio', { disabled: false }).first();
    await expect(free).toBeVisible();
    const time = (await free.getAttribute('value')) ?? '';
    await free.check({ force: true });
    await dialog.getByLabel('Note to the customer (optional)').fill('Our groomer is on a course that day.');
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'reschedule-dialog');

    await dialog.getByRole('button', { name: 'Move Appointment' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Moved to / })).toBeVisible();

    // The owner's booking is at the new time, and their inbox says so once.
    const headers = { authorization: `Bearer ${await idTokenFor(email, password)}` };
    const bookings = (await (await request.get('/api/pet-owners/bookings', { headers })).json()) as {
      data: { id: string; date: string; time: string }[];
    };
    expect(bookings.data.find((booking) => booking.id === bookingId)).toMatchObject({ date, time });
    const inbox = (await (await request.get('/api/notifications', { headers })).json()) as {
      data: { notifications: { kind: string; body: string }[] };
    };
    const moved = inbox.data.notifications.filter((item) => item.kind === 'booking_rescheduled');
    expect(moved).toHaveLength(1);
    expect(moved[0].body).toContain(petName);
  });
});
