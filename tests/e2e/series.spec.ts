import { addDays, format, parseISO } from 'date-fns';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseFromStrip, openBookingDialog } from './support/booking-dialog';
import { cardDate } from './support/owner-data';
import { signUpCompanyWithService } from './support/own-company';
import { shootBothWidths } from './support/screenshots';
import { signInAsNewOwnerWithDog } from './support/session';

// Issue 21 section 5: an owner books a 4-appointment series after its preview, then ends the last two.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots at 375 and 1280 px');

const weeksAfter = (date: string, weeks: number) => format(addDays(parseISO(date), weeks * 7), 'yyyy-MM-dd');

test('an owner books a series every 2 weeks after the preview, and cancels the last two at once', async ({
  page,
  request,
}) => {
  // A company of its own with one groomer: journeys beside it book the demo company's Full Groom at the first free
  // time of a random day, and took the series' first date between its preview and its booking.
  const company = await signUpCompanyWithService(request, {
    prefix: 'series',
    contactName: 'Sid Series',
    businessName: 'Series Grooming',
    description: 'Grooming on a schedule, every other week.',
    service: {
      name: 'Full Groom',
      description: 'Bath, haircut, nail trim and ear cleaning.',
      category: 'grooming',
      price: 65,
      duration: 90,
      petTypes: ['dog'],
      bookingMode: 'appointment',
    },
    teamMember: 'Gail Groomer',
  });
  await signInAsNewOwnerWithDog(page, request, 'Sadie Series', { name: 'Bolt', breed: 'Whippet' });

  const dialog = await openBookingDialog(page, company.companyId, 'Full Groom');
  const { date } = await chooseFromStrip(dialog, 'Bolt (Dog)');
  await dialog.getByLabel('Repeat').selectOption({ label: 'Every 2 weeks' });
  await expect(dialog.getByLabel('Appointments')).toHaveValue('4');
  const dates = dialog.getByRole('list', { name: 'Series dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  for (const item of await dates.all()) await expect(item).toContainText(' with ');
  await expect(dialog.getByLabel('Your booking')).toContainText('4 appointments');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'series-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByRole('status')).toContainText('4 appointments booked', { timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await page.goto('/pet-owner/dashboard?section=bookings');
  const series = [0, 1, 2, 3].map((index) =>
    page.getByRole('article', { name: `Full Groom, ${cardDate(weeksAfter(date, index * 2))}` }),
  );
  for (const booking of series) await expect(booking).toContainText('Repeats');
  await series[2].getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Booking?' });
  await cancel.getByLabel('This and the following ones').check();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'series-cancel', { fullPage: false });
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(series[2]).toContainText('Cancelled');
  await expect(series[3]).toContainText('Cancelled');
  await expect(series[0]).toContainText('Pending');
  await expect(series[1]).toContainText('Pending');
});
