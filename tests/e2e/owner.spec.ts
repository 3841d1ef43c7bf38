import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createVerifiedOwner } from './support/auth-emulator';
import {
  BOOKING_SUCCESS,
  chooseFromStrip,
  displayTime,
  expectBookedThenClosed,
  expectConfirmationThenMyBookings,
} from './support/booking-dialog';
import { cardDate, writePng } from './support/owner-data';
import { shoot, shootBothWidths } from './support/screenshots';
import { signInAs, signInAsNewOwnerWithDog } from './support/session';

async function signInAsNewOwner(page: Page, prefix: string, name?: string) {
  const { email, password } = await createVerifiedOwner(prefix, name);
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
  return email;
}

/** "09:00" -> "09:30": the bath (1 hr) at a time holds that half hour and the next. */
function halfHourAfter(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const next = hours * 60 + minutes + 30;
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}

/** Opens the dialog from a card's Book Now, asks for a team member by name when given, and chooses from the strip. */
async function startBooking(
  page: Page,
  card: Locator,
  petLabel: string,
  teamMember?: string,
): Promise<{ dialog: Locator; date: string; time: string }> {
  await card.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText('Book ');
  if (teamMember) await dialog.getByLabel('Team member').selectOption({ label: teamMember });
  return { dialog, ...(await chooseFromStrip(dialog, petLabel)) };
}

test.describe('a new pet owner', () => {
  test('when he adds a pet with a photo and books through the dialog, then the booking is in My Bookings and another one can be cancelled', async ({
    page,
  }, testInfo) => {
    // A long journey (a pet with a photo, two bookings, a refused slot, a cancellation): about 50 s on a quiet machine.
    test.setTimeout(120_000);
    await signInAsNewOwner(page, 'booker', 'Bea Booker');

    // My Pets: empty at first, then a pet with a photo and comma-separated allergies.
    await page
      .getByRole('navigation', { name: /sections/ })
      .getByRole('link', { name: 'My Pets' })
      .click();
    await expect(page).toHaveURL(/section=pets/);
    await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Pet' }).click();
    const form = page.getByRole('dialog', { name: 'Add a Pet' });
    await form.getByRole('button', { name: 'Add Pet' }).click();
    await expect(form.getByText('Name, type, and breed are required')).toBeVisible();
    await form.getByLabel('Name').fill('Rex');
    await form.getByLabel('Type').selectOption('Dog');
    await form.getByLabel('Breed').fill('Beagle');
    await form.getByLabel('Age').fill('4 years');
    await form.getByLabel('Allergies').fill('chicken, , beef ');
    await form.getByLabel('Add photos').setInputFiles(writePng(testInfo.outputPath('rex.png')));
    await expect(form.getByRole('img', { name: 'New photo rex.png' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Add Pet' }).click();
    await expect(form).toBeHidden();
    const petCard = page.getByRole('article', { name: 'Rex' });
    await expect(petCard).toContainText('Dog · Beagle');
    await expect(petCard.getByText('Allergy: chicken')).toBeVisible();
    await expect(petCard.getByText('Allergy: beef')).toBeVisible();
    await expect(petCard.getByRole('img', { name: 'Photo of Rex' })).toHaveAttribute('src', /^blob:/);

    // Book a free slot with a named groomer at Happy Paws Grooming from the day strip.
    await page.goto('/company/demo-company');
    const bathCard = page.getByRole('article', { name: 'Bath & Brush' });
    const groomer = 'Casey Morgan';
    const { dialog, date, time } = await startBooking(page, bathCard, 'Rex (Dog)', groomer);
    await dialog.getByRole('group', { name: 'Date' }).scrollIntoViewIfNeeded();
    await shoot(page, 'booking-strip-1280', { fullPage: false });
    await dialog.getByLabel('Special requirements (optional)').fill('Sensitive skin');
    await expect(dialog.getByLabel('Your booking')).toContainText(`Rex`);
    await expect(dialog.getByLabel('Your booking')).toContainText(displayTime(time));
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'booking-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await shoot(page, 'booking-success-1280', { fullPage: false });
    await expectBookedThenClosed(dialog, 'Bath & Brush');

    // The same slot with that groomer is now refused (the others are still free then): folded under the
    // unavailable times with its reason.
    await bathCard.getByRole('button', { name: 'Book Now' }).click();
    await dialog.getByLabel('Team member').selectOption({ label: groomer });
    await dialog.getByRole('group', { name: 'Date' }).locator(`label[for$="-${date}"]`).click();
    const times = dialog.getByRole('group', { name: 'Time' });
    await expect(times.getByRole('radio').first()).toBeVisible();
    await expect(times.locator(`input[type="radio"][value="${time}"]`)).toHaveCount(0);
    await times.getByRole('button', { name: /^Show \d+ unavailable$/ }).click();
    await expect(
      times
        .getByRole('list', { name: 'Unavailable times' })
        .getByRole('listitem')
        .filter({ hasText: displayTime(time) }),
    ).toContainText('Booked');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A second booking from the marketplace, to cancel.
    await page.goto('/marketplace?q=nail&category=grooming');
    const nailCard = page.getByRole('article').filter({ hasText: 'Happy Paws Grooming' }).first();
    await nailCard.getByRole('button', { name: 'Book Now' }).click();
    await dialog.getByLabel('Pet').selectOption({ label: 'Rex (Dog)' });
    await dialog.getByRole('group', { name: 'Date' }).locator(`label[for$="-${date}"]`).click();
    // Nail Trim on the day of the bath: the times Rex is at the bath say so before Confirm and cannot be chosen
    // (the only times of the group that cannot).
    const busy = dialog.getByRole('group', { name: 'Time' }).getByRole('radio', { disabled: true });
    await expect(busy.first()).toHaveAccessibleDescription('Rex is booked');
    const busyTimes = await busy.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(busyTimes.filter((busyTime) => [time, halfHourAfter(time)].includes(busyTime))).not.toEqual([]);
    // Three days ahead in UTC is more than 24 hours ahead in the salon's US time zone, whenever the run starts.
    const cancellableFrom = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { date: secondDate } = await chooseFromStrip(dialog, 'Rex (Dog)', { notBefore: cancellableFrom });
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expectBookedThenClosed(dialog, 'Nail Trim');

    // My Bookings: both are pending; the second one is cancelled.
    await page.goto('/pet-owner/dashboard?section=bookings');
    const bath = page.getByRole('article', { name: `Bath & Brush, ${cardDate(date)}` });
    const nail = page.getByRole('article', { name: `Nail Trim, ${cardDate(secondDate)}` });
    await expect(bath).toContainText('Pending');
    await expect(bath).toContainText('Rex');
    await expect(nail).toContainText('Pending');
    await expect(page.getByRole('tab', { name: 'Pending (2)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nail.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking?' });
    await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(nail).toContainText('Cancelled');
    await expect(nail.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(bath).toContainText('Pending');
    await page.getByRole('tab', { name: 'Cancelled (1)' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('when he books on a phone from the day strip, then the sheet keeps Confirm in sight, the success state shows, and the booking is under Upcoming', async ({
    page,
  }) => {
    // A pet, a booking and its confirmation at both widths, with axe on four screens: near the 60 s default.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsNewOwner(page, 'phone', 'Pia Phone');
    await page.goto('/pet-owner/dashboard?section=pets&add=1');
    const form = page.getByRole('dialog', { name: 'Add a Pet' });
    await form.getByLabel('Name').fill('Pip');
    await form.getByLabel('Type').selectOption('Dog');
    await form.getByLabel('Breed').fill('Corgi');
    await form.getByRole('button', { name: 'Add Pet' }).click();
    await expect(form).toBeHidden();

    await page.goto('/company/demo-company');
    await page.getByRole('article', { name: 'Full Groom' }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Full Groom' });
    const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
    // A full-height sheet whose footer (price, pet, day and time, Confirm) is in sight before anything is chosen.
    await expect(confirm).toBeInViewport();
    expect((await dialog.boundingBox())?.height).toBeCloseTo(812, 0);
    await expect(dialog.getByLabel('Your booking')).toContainText('$');
    await expect(
      dialog
        .getByRole('group', { name: 'Date' })
        .locator('label')
        .filter({ hasText: / free$/ })
        .first(),
    ).toBeVisible();
    await shoot(page, 'booking-strip-375', { fullPage: false });

    const { date, time } = await chooseFromStrip(dialog, 'Pip (Dog)');
    await expect(dialog.getByLabel('Your booking')).toContainText(`Pip`);
    await expect(dialog.getByLabel('Your booking')).toContainText(displayTime(time));
    await expect(confirm).toBeInViewport();
    const showUnavailable = dialog.getByRole('button', { name: /^Show \d+ unavailable$/ });
    if (await showUnavailable.count()) await showUnavailable.click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('group', { name: 'Time' }).scrollIntoViewIfNeeded();
    await shoot(page, 'booking-times-375', { fullPage: false });

    await confirm.click();
    const success = dialog.getByRole('status');
    await expect(success).toContainText(BOOKING_SUCCESS);
    await expect(success).toContainText('Full Groom');
    await expect(success).toContainText(displayTime(time));
    // The success state closes itself after 2 seconds: its shot at once, axe before it (times) and after (My Bookings).
    await shoot(page, 'booking-success-375', { fullPage: false });
    await expectBookedThenClosed(dialog, 'Full Groom');

    // The toast keeps the way to the booking once the dialog has gone.
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText(BOOKING_SUCCESS);
    await shoot(page, 'booking-toast-375', { fullPage: false });
    await toast.getByRole('link', { name: 'View booking' }).click();
    await expectConfirmationThenMyBookings(page, 'Full Groom', date);
    await expectNoSeriousA11yViolations(page);
  });

  test('when he has no pets, then the booking dialog says so and Add Pet opens the pet form', async ({ page }) => {
    await signInAsNewOwner(page, 'petless');
    await page.goto('/company/demo-company');
    await page.getByRole('article', { name: 'Full Groom' }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('No pets found. Please add a pet to your profile first.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Add Pet' }).click();
    await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=pets/);
    await expect(page.getByRole('dialog', { name: 'Add a Pet' })).toBeVisible();
  });
});

test.describe('browsing from the dashboard', () => {
  test('when an owner of one dog opens Browse Services, then the marketplace is there at dogs, books in place, and All pets shows every service', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewOwnerWithDog(page, request, 'Ben Browser', { name: 'Toby', breed: 'Pug' });
    await page
      .getByRole('navigation', { name: /sections/ })
      .getByRole('link', { name: 'Browse Services' })
      .click();
    await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=browse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeVisible();
    await expect(page.getByText('Showing services for dogs, the kind of pet you have.')).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'Dogs' }),
    ).toBeChecked();
    const results = page.getByRole('region', { name: 'Services' });
    await expect(results.getByRole('status')).toHaveText(/^\d+ services?$/);
    const dogServices = Number((await results.getByRole('status').textContent())?.split(' ')[0]);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'owner-browse-services');

    // Book Now opens the booking dialog in place, with his dog.
    await results.getByRole('article').first().getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Pet')).toContainText('Toby (Dog)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/section=browse/);

    // All pets undoes the start and is kept in the URL beside the section (the radio follows the URL, so it is
    // clicked, then found checked).
    const allPets = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('radio', { name: 'All pets', exact: true });
    await allPets.click();
    await expect(allPets).toBeChecked();
    await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=browse&petType=all$/);
    await expect
      .poll(async () => Number((await results.getByRole('status').textContent())?.split(' ')[0]))
      .toBeGreaterThan(dogServices);
  });
});

test.describe('the demo pet owner', () => {
  test('when he reviews the completed Bath & Brush, then the review is kept and cannot be given twice', async ({
    page,
  }) => {
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pet owner dashboard' })).toContainText('Olivia Owner');
    await expect(page.getByRole('button', { name: /^\d+ unread notifications?$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming appointments' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('navigation', { name: /sections/ })
      .getByRole('link', { name: 'My Bookings' })
      .click();
    await expect(page.getByRole('region', { name: /^Past \(\d+\)$/ })).toBeVisible();
    await shootBothWidths(page, 'my-bookings');
    const card = page
      .getByRole('article', { name: /^Bath & Brush,/ })
      .filter({ has: page.getByRole('button', { name: 'Rate & Review' }) })
      .first();
    await card.getByRole('button', { name: 'Rate & Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate and Review' });
    await expect(dialog.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please provide a review')).toBeVisible();
    await dialog.getByRole('radio', { name: '4 stars, Very Good' }).check({ force: true });
    await expect(dialog.getByText('Very Good', { exact: true })).toBeVisible();
    await dialog.getByLabel('Your review').fill('Lovely bath, Max came home fluffy.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toBeHidden();
    const reviewed = page.getByRole('article').filter({ hasText: 'Lovely bath, Max came home fluffy.' });
    await expect(reviewed).toContainText('Your review: 4 of 5 stars');
    await expect(reviewed.getByRole('button', { name: 'Rate & Review' })).toHaveCount(0);
  });

  test('when he opens /profile, then his tabs show, and Book Again opens the dialog for the same service', async ({
    page,
  }) => {
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('owner@petnest.demo');
    await expect(page.getByText('Email cannot be changed. Contact support if needed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'My Pets' }).click();
    await expect(page.getByRole('article', { name: 'Max' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Daisy' })).toBeVisible();
    await page.getByRole('tab', { name: 'Booking History' }).click();
    const completed = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Book Again' }) })
      .first();
    const service = (await completed.getByRole('heading').textContent()) ?? '';
    await completed.getByRole('button', { name: 'Book Again' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${service}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Pet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('when he moves through the dashboard sections, then each is in the URL and has no serious accessibility problem', async ({
    page,
  }) => {
    await signInAs(page, 'owner@petnest.demo');
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    for (const [section, heading] of [
      ['pets', 'My Pets'],
      ['bookings', 'My Bookings'],
      ['browse', 'Browse Services'],
      ['profile', 'Profile'],
    ] as const) {
      await page.goto(`/pet-owner/dashboard?section=${section}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Pet owner dashboard sections' })
          .getByRole('link', { name: heading, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await expect(page.getByLabel('First name')).toHaveValue(/\S/);
    await page.getByRole('button', { name: 'Emergency' }).click();
    await expect(page.getByRole('dialog', { name: 'Pet emergency' })).toContainText('Animal Poison Control');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: /Support Center/ }),
    ).toBeVisible();
  });
});
