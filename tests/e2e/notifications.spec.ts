import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseFromStrip, expectBookedThenClosed, openBookingDialog } from './support/booking-dialog';
import { signUpCompanyWithService } from './support/own-company';
import { shootBothWidths } from './support/screenshots';
import { signInAs, signInAsNewOwnerWithDog } from './support/session';

// Issue 22's proof in the browser (docs/product.md#notifications): a booking event reaches the other side's bell once,
// the item opens what it is about, and the owner's Add to calendar file is a calendar event.
const SERVICE = 'Bell Bath';

/** The bell's poll (NOTIFICATIONS_POLL_MS of web/src/lib/api/notifications.ts). */
const BELL_POLL_MS = 30_000;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /unread notifications?$/ });

/** Opens the bell and follows its item titled `title`. */
async function openFromBell(page: Page, title: RegExp): Promise<void> {
  await bell(page).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await menu.getByRole('menuitem', { name: title }).click();
  await expect(menu).toBeHidden();
}

test.describe('a booking event reaches the bell', () => {
  test("when an owner books, then the company's bell shows one unread item that opens the booking; when the company confirms, the owner's bell shows it and the owner's calendar file parses", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The owner's page keeps real time, but the journey moves its clock on by one poll instead of waiting 30 s.
    await page.clock.install();

    // A new company of its own, so its bell counts only what this journey does.
    const company = await signUpCompanyWithService(request, {
      prefix: 'bell',
      contactName: 'Bea Bell',
      businessName: 'Bell Grooming',
      description: 'Baths and brushes, with a bell on.',
      service: {
        name: SERVICE,
        description: 'A warm bath and a brush-out.',
        category: 'grooming',
        price: 30,
        duration: 60,
        petTypes: ['dog'],
      },
    });
    await company.call('put', '/api/notifications/read-all');

    // The owner books through the dialog.
    await signInAsNewOwnerWithDog(page, request, 'Bo Bell', { name: 'Biscuit', breed: 'Beagle' });
    await expect(bell(page)).toHaveAccessibleName('0 unread notifications');
    const dialog = await openBookingDialog(page, company.companyId, SERVICE);
    const { date } = await chooseFromStrip(dialog, 'Biscuit (Dog)');
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expectBookedThenClosed(dialog, SERVICE);

    // The owner keeps the dashboard open while the company works: the bell is to change without a reload.
    await page.goto('/pet-owner/dashboard');
    await expect(bell(page)).toHaveAccessibleName('0 unread notifications');

    // The company's bell: exactly one unread item, which opens the booking's details.
    const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const companyPage = await companyContext.newPage();
    await signInAs(companyPage, company.email, company.password);
    await expect(companyPage).toHaveURL(/\/company\/dashboard/);
    await expect(bell(companyPage)).toHaveAccessibleName('1 unread notification');
    await openFromBell(companyPage, new RegExp(`^New booking request: ${SERVICE} \\(unread\\)`));
    const details = companyPage.getByRole('dialog', { name: 'Appointment Details' });
    await expect(details).toContainText('Biscuit');
    await expect(details).toContainText('Bo Bell');
    await expect(companyPage).toHaveURL(/section=bookings$/);
    await expect(bell(companyPage)).toHaveAccessibleName('0 unread notifications');
    await expectNoSeriousA11yViolations(companyPage);

    // The company confirms from the details.
    await details.getByRole('button', { name: 'Update Status' }).click();
    const statusDialog = companyPage.getByRole('dialog', { name: 'Update Appointment Status' });
    await statusDialog.getByLabel('Status').selectOption('confirmed');
    await statusDialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(statusDialog).toBeHidden();
    await companyContext.close();

    // The owner's open page hears of it by itself within one poll, no reload.
    await page.clock.fastForward(BELL_POLL_MS);
    await expect(bell(page)).toHaveAccessibleName('1 unread notification');
    // It opens the booking, marked, in My Bookings.
    await openFromBell(page, new RegExp(`^Booking confirmed: ${SERVICE} \\(unread\\)`));
    await expect(page).toHaveURL(/section=bookings&bookingId=/);
    const booking = page.locator('article[aria-current="true"]');
    await expect(booking).toContainText(SERVICE);
    await expect(booking).toContainText('Confirmed');
    await expect(bell(page)).toHaveAccessibleName('0 unread notifications');
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'notification-opens-booking');

    // Add to calendar: an .ics a calendar app reads, the event on the booked day.
    await page.setViewportSize({ width: 1280, height: 900 });
    const download = page.waitForEvent('download');
    await booking.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toContain(SERVICE);
    expect(event.startDate.toString().slice(0, 10)).toBe(date);
  });
});
