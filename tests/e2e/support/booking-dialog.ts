import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { cardDate } from './owner-data';
import { shootBothWidths } from './screenshots';

/** The spec's success text, in the dialog's success state and its toast. */
export const BOOKING_SUCCESS =
  'Booking created successfully! The service provider will confirm your appointment shortly.';

/** "14:30" -> "2:30 PM", as the dialog writes times. */
export function displayTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * In an open booking dialog: picks the pet, a day of the strip that has free times and its first free time, and
 * returns both. The day is drawn at random among the free ones, so journeys running side by side rarely want the
 * same slot. `notBefore` (YYYY-MM-DD) leaves out the days before it: a journey that cancels its booking needs one
 * outside the 24 hours in which the owner can no longer cancel.
 */
export async function chooseFromStrip(
  dialog: Locator,
  petLabel: string,
  { notBefore = '' }: { notBefore?: string } = {},
): Promise<{ date: string; time: string }> {
  await dialog.getByLabel('Pet').selectOption({ label: petLabel });
  const strip = dialog.getByRole('group', { name: 'Date' });
  const freeDays = strip.locator('label').filter({ hasText: / free$/ });
  await expect(freeDays.first()).toBeVisible();
  const freeDates = (await freeDays.evaluateAll((labels) => labels.map((label) => label.getAttribute('for') ?? '')))
    .map((id) => id.slice(-'YYYY-MM-DD'.length))
    .filter((freeDate) => freeDate >= notBefore);
  expect(freeDates, `a free day on or after ${notBefore || 'today'}`).not.toEqual([]);
  const chosenDate = freeDates[Math.floor(Math.random() * freeDates.length)];
  await strip.locator(`label[for$="-${chosenDate}"]`).click();
  const date = (await strip.locator('input[type="radio"]:checked').getAttribute('value')) ?? '';
  const free = dialog.getByRole('group', { name: 'Time' }).getByRole('radio', { disabled: false }).first();
  await expect(free).toBeVisible();
  const time = (await free.getAttribute('value')) ?? '';
  await free.check({ force: true });
  return { date, time };
}

/** After Confirm: the success state replaces the form, nothing in it disabled, then the dialog closes by itself. */
export async function expectBookedThenClosed(dialog: Locator, service: string): Promise<void> {
  const success = dialog.getByRole('status');
  await expect(success).toContainText(BOOKING_SUCCESS);
  await expect(success).toContainText(service);
  await expect(success.getByRole('link', { name: 'View booking' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/**
 * After View booking on a new request: the confirmation (checked by axe and shot), then View all bookings leads on to
 * My Bookings with the request pending among the upcoming ones, marked.
 */
export async function expectConfirmationThenMyBookings(page: Page, service: string, date: string): Promise<void> {
  await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=bookings&bookingId=[^&]+&booked=1$/);
  const confirmation = page.getByRole('region', { name: 'Booking requested' });
  await expect(confirmation).toContainText(service);
  await expect(confirmation.getByRole('region', { name: 'What happens next' })).toContainText(
    'Cancellation is free until',
  );
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'booking-confirmation');
  await confirmation.getByRole('link', { name: 'View all bookings' }).click();
  await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=bookings&bookingId=[^&]+$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming (1)' });
  await expect(upcoming.getByRole('article', { name: `${service}, ${cardDate(date)}` })).toContainText('Pending');
}

/** On a company's public page: Book Now on one of its services, and the dialog it opens. */
export async function openBookingDialog(page: Page, companyId: string, service: string): Promise<Locator> {
  await page.goto(`/company/${companyId}`);
  await page
    .getByRole('region', { name: 'Services' })
    .getByRole('article', { name: service })
    .getByRole('button', { name: 'Book Now' })
    .click();
  return page.getByRole('dialog', { name: `Book ${service}` });
}
