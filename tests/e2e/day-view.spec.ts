import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookFullGroomAsNewOwner } from './support/company-bookings';
import { shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 21 section 6 (docs/decisions/0087-day-view.md): Happy Paws opens its Day view and moves an appointment to a
// groomer who is free for it.
test.slow(Boolean(process.env.PETNEST_SHOTS_DIR), 'screenshots at 375 and 1280 px');

/** A new owner books Happy Paws' Full Groom with its first active team member, through the API. */
async function bookWithFirstMember(request: APIRequestContext, petName: string) {
  const { date, picked } = await bookFullGroomAsNewOwner(
    request,
    { emailPrefix: 'dayview', name: `Dana ${petName}`, petName, breed: 'Pug' },
    ({ slots, team }) => {
      // A time at which the whole team (two or more) is free: one to book, another to move it to.
      const time = slots.find((slot) => team.length >= 2 && slot.free >= team.length)?.time;
      return time && team[0] ? { time, member: team[0] } : undefined;
    },
  );
  return { date, memberName: picked.member.name };
}

test('a company opens its Day view and reassigns a booking to a free groomer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const petName = `Pico${Date.now().toString(36).slice(-5)}`;
  const { date, memberName } = await bookWithFirstMember(request, petName);

  await signInAs(page, 'company@petnest.demo');
  await expect(page).toHaveURL(/\/company\/dashboard/);
  await page.goto('/company/dashboard?section=bookings');
  await page.getByRole('button', { name: 'Day', exact: true }).click();

  // Today first, in the company's time zone (three reads: the profile, the team and the day; slow on a busy emulator).
  await expect(
    page.getByRole('region', { name: /by team member$/ }).or(page.getByText('No appointments this day')),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 3, name: /Today/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'day-view-today');

  // The booked day: the appointment is a block in its member's column.
  await page.getByLabel('Go to').fill(date);
  const day = page.getByRole('region', { name: /by team member$/ });
  const fromColumn = day.getByRole('group', { name: new RegExp(`^${memberName}: `) });
  const block = fromColumn.getByRole('button', { name: new RegExp(`, ${petName} · `) });
  await expect(block).toContainText('Pending', { timeout: 30_000 });
  await block.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'day-view');

  await block.click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await details.getByRole('button', { name: 'Assign Employee' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Employee' });
  const select = assign.getByLabel('Employee');
  // Only free members are offered: the current one, and at least one other.
  await expect(select.locator('option').nth(1)).toBeAttached({ timeout: 30_000 });
  const labels = await select.locator('option').allTextContents();
  const other = labels.map((label) => label.replace(/ \(.*\)$/, '')).find((name) => name !== memberName);
  if (!other) throw new Error(`No other free member among ${labels.join(', ')}`);
  await select.selectOption({ label: labels.find((label) => label.startsWith(`${other} (`))! });
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'day-view-assign', { fullPage: false });
  await assign.getByRole('button', { name: 'Save Assignment' }).click();
  await expect(assign).toBeHidden();

  // The block now sits in the new member's column.
  const toColumn = day.getByRole('group', { name: new RegExp(`^${other}: `) });
  await expect(toColumn.getByRole('button', { name: new RegExp(`, ${petName} · `) })).toBeVisible();
  await expect(fromColumn.getByRole('button', { name: new RegExp(`, ${petName} · `) })).toHaveCount(0);
});
