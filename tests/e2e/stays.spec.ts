import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { idTokenFor } from './support/auth-emulator';
import { BOOKING_SUCCESS, openBookingDialog } from './support/booking-dialog';
import { shootBothWidths } from './support/screenshots';
import { signInAs, signInAsNewOwnerWithDog } from './support/session';

// Issue 21 section 4: boarding by the night. The seed's company-03 offers boarding and daycare with a capacity.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots at 375 and 1280 px');

const BOARDING_COMPANY = 'company-03';
const money = (amount: number) => `$${amount.toFixed(2)}`;

test('an owner books a 3-night stay and sees the nights and the total before Confirm', async ({ page, request }) => {
  const owner = await signInAsNewOwnerWithDog(page, request, 'Sam Stayer', { name: 'Biscuit', breed: 'Labrador' });

  const dialog = await openBookingDialog(page, BOARDING_COMPANY, 'Boarding Check-in');
  await dialog.getByLabel('Pet').selectOption({ label: 'Biscuit (Dog)' });

  const strip = dialog.getByRole('group', { name: 'Check-in', exact: true });
  const freeDays = strip.locator('label').filter({ hasText: / free$/ });
  await expect(freeDays.first()).toBeVisible();
  // A day in the second half of the strip, so the three nights fall inside what the strip read.
  await freeDays.nth(Math.floor((await freeDays.count()) / 2)).click();
  const checkInTime = dialog
    .getByRole('group', { name: 'Check-in time' })
    .getByRole('radio', { disabled: false })
    .first();
  await expect(checkInTime).toBeVisible();
  await checkInTime.check({ force: true });

  const summary = dialog.getByLabel('Your booking');
  const perNight = /\$(\d+\.\d\d) per night/.exec((await summary.textContent()) ?? '');
  expect(perNight, 'the summary names the price per night').not.toBeNull();
  const price = Number(perNight![1]);
  await dialog.getByLabel('Check-out').selectOption({ index: 3 });
  await expect(dialog.getByLabel('Check-out')).toHaveValue('3');
  await expect(summary).toContainText(`3 nights × ${money(price)}`);
  await expect(summary).toContainText(money(price * 3));
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'stay-booking-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  // The booking transaction can take a while on a loaded test machine (Confirm shows "Booking..." meanwhile).
  await expect(dialog.getByRole('status')).toContainText(BOOKING_SUCCESS, { timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 5000 });

  const bookings = await request.get('/api/pet-owners/bookings', {
    headers: { authorization: `Bearer ${await idTokenFor(owner.email, owner.password)}` },
  });
  const stay = ((await bookings.json()) as { data: { serviceName: string; nights: number; totalAmount: number }[] })
    .data[0];
  expect(stay).toMatchObject({ serviceName: 'Boarding Check-in', nights: 3, totalAmount: price * 3 });
});

test("the company sees its places taken per night in the Stays tab, and tonight's guests", async ({ page }) => {
  await signInAs(page, `${BOARDING_COMPANY}@petnest.demo`);
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await page.goto('/company/dashboard?section=bookings');
  await page.getByRole('button', { name: 'Stays' }).click();
  const boarding = page.getByRole('region', { name: /^Boarding Check-in/ });
  await expect(boarding).toContainText('8 places per night');
  const nights = boarding.getByRole('list', { name: 'Nights' }).getByRole('button');
  await expect(nights).toHaveCount(14);
  await expect(nights.first()).toHaveAccessibleName(/^Night of .+: \d+ of 8 places taken$/);

  // Tonight is chosen first: the seed's guest who leaves in two days is in house (docs/product.md, Stays tab).
  await expect(nights.first()).toHaveAttribute('aria-pressed', 'true');
  const guests = boarding.getByRole('region', { name: /^Guests on the night of / });
  const firstGuest = guests.getByRole('listitem').first().getByRole('button');
  await expect(firstGuest).toContainText(/ · \d+ nights?/);
  const petName = ((await firstGuest.textContent()) ?? '').split(' (')[0];
  await firstGuest.click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details).toContainText(petName);
  await expect(details).toContainText('Check-out');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Another service's night moves the list there.
  const catSuite = page.getByRole('region', { name: /^Cat Suite Stay/ });
  await catSuite.getByRole('list', { name: 'Nights' }).getByRole('button').nth(13).click();
  await expect(catSuite.getByRole('region', { name: /^Guests on the night of / })).toBeVisible();
  await expect(boarding.getByRole('region', { name: /^Guests on / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Doggy Daycare/ })).toContainText('12 places per day');
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'stays-tab');

  // The next fortnight is a press away, kept in the address across a reload; Today comes back.
  const fortnight = page.getByRole('group', { name: 'Fortnight' });
  const period = page.getByRole('heading', { level: 3, name: / to / });
  const thisFortnight = (await period.textContent()) ?? '';
  await fortnight.getByRole('button', { name: 'Later two weeks' }).click();
  await expect(page).toHaveURL(/[?&]staysFrom=\d{4}-\d{2}-\d{2}/);
  await expect(period).not.toHaveText(thisFortnight);
  const laterFortnight = (await period.textContent()) ?? '';
  await expect(boarding.getByRole('list', { name: 'Nights' }).getByRole('button').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(period).toHaveText(laterFortnight);
  await fortnight.getByRole('button', { name: 'Today' }).click();
  await expect(period).toHaveText(thisFortnight);
  await expect(page).not.toHaveURL(/staysFrom=/);

  // The month calendar shows a stay on its check-in day with its nights. The seed's next guest arrives on today's
  // weekday or the next one: this month, or the next one at a month's end.
  await page.getByRole('button', { name: 'Calendar' }).click();
  const monthGrid = page.getByRole('table', { name: /^Appointments in / });
  await expect(monthGrid).toBeVisible();
  const checkIns = page.getByRole('button', { name: /, check-in for \d+ nights?, / });
  if ((await checkIns.count()) === 0) {
    const next = page.getByRole('button', { name: /^Next month, / });
    const nextMonth = ((await next.getAttribute('aria-label')) ?? '').replace('Next month, ', '');
    await next.click();
    await expect(page.getByRole('table', { name: `Appointments in ${nextMonth}` })).toBeVisible();
  }
  await expect(checkIns.first()).toContainText(/ · \d+ nights?$/);
});
