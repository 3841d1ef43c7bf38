import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createVerifiedOwner, idTokenFor, uniqueEmail, verifyEmailThroughEmulator } from './support/auth-emulator';
import {
  BOOKING_SUCCESS,
  chooseFromStrip,
  displayTime,
  expectConfirmationThenMyBookings,
} from './support/booking-dialog';
import { distantWeekday } from './support/owner-data';
import { shoot, shootBothWidths } from './support/screenshots';
import { DEMO_PASSWORD, signInAs, submitSignUpForm } from './support/session';

// Issue 11 section 4: the owner's journey on a phone, from a city search to a booking and from a visit to a review.
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });
// Shots at two widths of each step triple the journey's time; a normal run takes no shots.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots of every step at 375 and 1280 px');

/** A step of the journey: no serious axe finding, and shots at 1280 and 375 px (when PETNEST_SHOTS_DIR is set). */
async function checkStep(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, `journey-${name}`, { fullPage });
}

// A seeded company no other journey books or reviews, so its newest review is the one this journey writes.
const REVIEWED = {
  id: 'company-06',
  email: 'company-06@petnest.demo',
  name: 'Whiskers Home Sitting',
  service: 'Drop-in Visit',
};

/**
 * The scene for a review, set through the API as the people would: the owner adds a dog and books a free time of the
 * company's Drop-in Visit, and the company marks the booking completed.
 */
async function completedBooking(request: APIRequestContext, owner: { email: string; password: string }): Promise<void> {
  const asOwner = { authorization: `Bearer ${await idTokenFor(owner.email, owner.password)}` };
  const pet = await request.post('/api/pet-owners/pets', {
    headers: asOwner,
    data: { name: 'Juno', type: 'Dog', breed: 'Whippet' },
  });
  expect(pet.status(), await pet.text()).toBe(201);
  const services = await request.get(`/api/companies/${REVIEWED.id}/services/public`);
  const service = ((await services.json()) as { data: Array<{ id: string; name: string }> }).data.find(
    (entry) => entry.name === REVIEWED.service,
  );
  if (!service) throw new Error(`${REVIEWED.name} offers no ${REVIEWED.service}`);
  const date = distantWeekday();
  const day = await request.get(`/api/companies/${REVIEWED.id}/services/${service.id}/availability?date=${date}`);
  const time = ((await day.json()) as { data: { slots: Array<{ time: string; available: boolean }> } }).data.slots.find(
    (slot) => slot.available,
  )?.time;
  if (!time) throw new Error(`${REVIEWED.name} has no free time on ${date}`);
  const booked = await request.post('/api/pet-owners/bookings', {
    headers: asOwner,
    data: {
      companyId: REVIEWED.id,
      serviceId: service.id,
      petId: ((await pet.json()) as { data: { id: string } }).data.id,
      date,
      time,
      notes: '',
      specialRequirements: '',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { data: { id: string } }).data.id;
  const asCompany = { authorization: `Bearer ${await idTokenFor(REVIEWED.email, DEMO_PASSWORD)}` };
  const completed = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: asCompany,
    data: { status: 'completed', notes: '', notifyCustomer: false },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

test.describe('a pet owner on a phone', () => {
  test('when a visitor finds a groomer in his city, reads its reviews, signs up and verifies, then he books from the dialog he left and finds the booking under Upcoming', async ({
    page,
  }) => {
    // A whole visit (search, reviews, sign-up, verification, booking, My Bookings) ran past 60 s on a 2-core machine
    // once, at its very last step; the default test timeout is for single screens.
    test.setTimeout(120_000);
    // The first API call on fresh emulators loads the function; take that wait before any timed expectation.
    await page.request.get('/api/health');
    await page.goto('/marketplace');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

    // Search: the city from the filters sheet, then the kind of service.
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('City').selectOption({ label: 'Austin, TX' });
    await expect(page).toHaveURL(/city=Austin/);
    await checkStep(page, 'city-filter', { fullPage: false });
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('groom');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=groom/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Austin, TX');
    await expect(cards.filter({ hasNotText: 'Austin, TX' })).toHaveCount(0);
    await checkStep(page, 'results');

    // The company page: its reviews, then the Book bar back to the services.
    await cards
      .filter({ hasText: 'Happy Paws Grooming' })
      .first()
      .getByRole('link', { name: 'Happy Paws Grooming' })
      .click();
    await expect(page).toHaveURL(/\/company\/demo-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Paws Grooming' })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    await expect(reviews.getByRole('article', { name: /^Review by / }).first()).toBeVisible();
    await checkStep(page, 'company');
    await reviews.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('article', { name: /^Review by / }).first()).toBeInViewport();
    // What the phone shows there (a full-page shot would draw the sticky header and the Book bar mid-page).
    await shootBothWidths(page, 'journey-company-reviews', { fullPage: false });
    const bookBar = page.getByRole('button', { name: 'Book', exact: true });
    await expect(bookBar).toBeInViewport();
    await bookBar.click();
    const fullGroom = page.getByRole('region', { name: 'Services' }).getByRole('article', { name: 'Full Groom' });
    await expect(fullGroom).toBeInViewport();
    await fullGroom.getByRole('button', { name: 'Book Now' }).click();

    // Signed out: told why, he signs up as a pet owner instead and verifies his email.
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Sign in to book Full Groom.')).toBeVisible();
    await checkStep(page, 'sign-in-to-book');
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const email = uniqueEmail('journey');
    await submitSignUpForm(page, { name: 'Jay Journey', email, accountType: 'Pet Owner' });
    await expect(page).toHaveURL(/\/email-verification\?/);
    await expect(page.getByText(email)).toBeVisible();
    await checkStep(page, 'verify-email');
    await verifyEmailThroughEmulator(email);

    // Signing in brings him back to the company page with the dialog of Full Groom open; he has no pet yet.
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page.getByText('Sign in to book Full Groom.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/company\/demo-company$/);
    const dialog = page.getByRole('dialog', { name: 'Book Full Groom' });
    await expect(dialog.getByText('No pets found. Please add a pet to your profile first.')).toBeVisible();
    await checkStep(page, 'dialog-no-pet', { fullPage: false });
    await dialog.getByRole('link', { name: 'Add Pet' }).click();
    const petForm = page.getByRole('dialog', { name: 'Add a Pet' });
    await petForm.getByLabel('Name').fill('Pip');
    await petForm.getByLabel('Type').selectOption('Dog');
    await petForm.getByLabel('Breed').fill('Corgi');
    await checkStep(page, 'add-pet', { fullPage: false });
    await petForm.getByRole('button', { name: 'Add Pet' }).click();
    await expect(petForm).toBeHidden();

    // Saving the pet brings him back to the same service with its dialog open: a free day of the strip and Confirm.
    await expect(page).toHaveURL(/\/company\/demo-company$/);
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
    const { date, time } = await chooseFromStrip(dialog, 'Pip (Dog)');
    await expect(dialog.getByLabel('Your booking')).toContainText(displayTime(time));
    await expect(confirm).toBeInViewport();
    await checkStep(page, 'dialog-chosen', { fullPage: false });
    await confirm.click();
    const success = dialog.getByRole('status');
    await expect(success).toContainText(BOOKING_SUCCESS);
    await expect(success).toContainText('Full Groom');
    await expect(success).toContainText(displayTime(time));
    await expect(success.getByRole('link', { name: 'View booking' })).toBeVisible();
    // The success state closes itself after 2 seconds: shot at once at both widths, without the settling pause.
    await shoot(page, 'journey-success-375', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'journey-success-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await expect(dialog).toBeHidden({ timeout: 5000 });
    // The toast keeps the link (and waits while the pointer is on it): one shot, then follow it; axe on My Bookings.
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText(BOOKING_SUCCESS);
    await toast.getByRole('link', { name: 'View booking' }).hover();
    await shoot(page, 'journey-toast-375', { fullPage: false });
    await toast.getByRole('link', { name: 'View booking' }).click();

    await expectConfirmationThenMyBookings(page, 'Full Groom', date);
    await checkStep(page, 'my-bookings');
  });

  test('when an owner reviews his completed visit, then the review is the newest on the company page', async ({
    page,
    request,
  }) => {
    const owner = await createVerifiedOwner('reviewer', 'Rhea Reviewer');
    await completedBooking(request, owner);
    const text = `Juno was calm and happy after the visit (${Date.now().toString(36)}).`;

    await signInAs(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    await page.getByRole('button', { name: 'Sections' }).click();
    await page
      .getByRole('navigation', { name: 'Pet owner dashboard sections' })
      .getByRole('link', { name: 'My Bookings' })
      .click();
    const past = page.getByRole('region', { name: 'Past (1)' });
    const visit = past.getByRole('article', { name: new RegExp(`^${REVIEWED.service},`) });
    await expect(visit).toContainText('Completed');
    await checkStep(page, 'completed-booking');

    await visit.getByRole('button', { name: 'Rate & Review' }).click();
    const form = page.getByRole('dialog', { name: 'Rate and Review' });
    // The star is what one taps (its radio is hidden); a plain click waits for the dialog to stop moving in.
    await form.locator('label').filter({ hasText: '4 stars, Very Good' }).click();
    await expect(form.getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
    await form.getByLabel('Your review').fill(text);
    await checkStep(page, 'review-form', { fullPage: false });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form).toBeHidden();
    await expect(visit).toContainText('Your review: 4 of 5 stars');
    await expect(visit.getByRole('button', { name: 'Rate & Review' })).toHaveCount(0);

    await page.goto(`/company/${REVIEWED.id}`);
    await expect(page.getByRole('heading', { level: 1, name: REVIEWED.name })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    const newest = reviews.getByRole('article', { name: /^Review by / }).first();
    await newest.scrollIntoViewIfNeeded();
    await expect(newest).toContainText(text);
    await expect(newest).toHaveAccessibleName('Review by Rhea R.');
    await expect(newest).toContainText(REVIEWED.service);
    await checkStep(page, 'company-review', { fullPage: false });
  });
});
