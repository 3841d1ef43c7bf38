// Issue 22 section 1: a weekly summary for each company on Monday at 08:00 on its own clock, from an hourly job tested
// with a controlled clock (docs/decisions/0099-weekly-summary-and-critical-alerts.md).
import { addDays, format, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { fixedClock } from '../../functions/src/core/clock';
import { appUrl } from '../../functions/src/core/app-url';
import { sendWeeklySummaries } from '../../functions/src/modules/companies';
import { admin, api, clearEmulators } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  type ListedCompany,
  type OwnerWithPet,
} from './support/fixtures';

const CHICAGO = 'America/Chicago';
const TOKYO = 'Asia/Tokyo';
const MINUTE = 60 * 1000;
const WEEK = 7 * 24 * 60 * MINUTE;

let alice: OwnerWithPet;

beforeEach(async () => {
  await clearEmulators();
  await weeklyReports(true);
  alice = await createOwnerWithPet('Max');
});

const weeklyReports = (on: boolean) => platformNotifications({ weeklyReports: on });
const platformNotifications = (switches: Record<string, boolean>) =>
  admin().db.doc('platform/settings').set({ notifications: switches }, { merge: true });

/** A listed company moved to `timeZone` through its profile, and when its summary is due. */
async function companyIn(timeZone: string): Promise<ListedCompany & { due: Date }> {
  const listed = await createListedCompany();
  const saved = await api('PUT', '/api/companies/profile', {
    token: listed.company.idToken,
    body: { timezone: timeZone },
  });
  expect(saved.status).toBe(200);
  return { ...listed, due: await dueOf(listed) };
}
const dueOf = async (listed: ListedCompany) =>
  ((await admin().db.doc(`companies/${listed.company.uid}`).get()).get('nextSummaryAt') as { toDate(): Date }).toDate();

/**
 * Between Tokyo's Monday 08:00 and Chicago's (Sunday 23:00 to Monday 14:00 UTC), a company registered in Tokyo is
 * next due a week after one registered in Chicago. The job runs on the test's clock, so the company is given the
 * Monday of Chicago's week instead, which that clock has not reached.
 */
async function thisWeeksDue<C extends ListedCompany & { due: Date }>(company: C, weekOf: Date): Promise<C> {
  if (company.due.getTime() < weekOf.getTime()) return company;
  const due = new Date(company.due.getTime() - WEEK);
  await admin().db.doc(`companies/${company.company.uid}`).update({ nextSummaryAt: due });
  return { ...company, due };
}

const run = (at: Date) => sendWeeklySummaries(fixedClock(at.toISOString()));
const summariesOf = async (listed: ListedCompany) =>
  (await admin().db.collection('mail').where('topic.companyId', '==', listed.company.uid).get()).docs
    .filter((doc) => doc.get('topic.kind') === 'weekly_summary')
    .map((doc) => ({ id: doc.id, to: doc.get('to') as string, text: doc.get('message.text') as string }));
const itemsOf = async (listed: ListedCompany) =>
  (await admin().db.collection(`users/${listed.company.uid}/notifications`).get()).docs
    .filter((doc) => doc.get('kind') === 'weekly_summary')
    .map((doc) => doc.data());
/** The company-local date `days` after the Monday of `due`. */
const dayAfter = (due: Date, timeZone: string, days: number) =>
  format(addDays(parseISO(formatInTimeZone(due, timeZone, 'yyyy-MM-dd')), days), 'yyyy-MM-dd');

describe('the weekly summary job', () => {
  it('when Monday 08:00 comes in each company zone, then each gets one summary then, however often the job runs', async () => {
    const chicago = await companyIn(CHICAGO);
    const tokyo = await thisWeeksDue(await companyIn(TOKYO), chicago.due);
    expect(formatInTimeZone(chicago.due, CHICAGO, 'EEEE HH:mm')).toBe('Monday 08:00');
    expect(formatInTimeZone(tokyo.due, TOKYO, 'EEEE HH:mm')).toBe('Monday 08:00');
    // Tokyo's Monday morning is Sunday evening in Chicago: its summary goes first.
    expect(tokyo.due.getTime()).toBeLessThan(chicago.due.getTime());

    expect(await run(new Date(tokyo.due.getTime() - MINUTE))).toBe(0);
    expect(await run(tokyo.due)).toBe(1);
    expect((await summariesOf(tokyo)).map((mail) => mail.id)).toEqual([
      `weekly-summary-${tokyo.company.uid}-${formatInTimeZone(tokyo.due, TOKYO, "RRRR-'W'II")}`,
    ]);
    expect(await summariesOf(chicago)).toEqual([]);

    expect(await run(new Date(chicago.due.getTime() - MINUTE))).toBe(0);
    const [first, second] = await Promise.all([run(chicago.due), run(chicago.due)]);
    expect(first + second).toBe(1);
    expect(await run(new Date(chicago.due.getTime() + 3 * 60 * MINUTE))).toBe(0);
    expect(await summariesOf(chicago)).toHaveLength(1);
    expect(await dueOf(chicago)).toEqual(new Date(chicago.due.getTime() + WEEK));

    // A run a day late still tells the week once; the next Monday tells the next week.
    expect(await run(new Date(tokyo.due.getTime() + WEEK + 24 * 60 * MINUTE))).toBe(2);
    expect(await summariesOf(tokyo)).toHaveLength(2);
    expect(await summariesOf(chicago)).toHaveLength(2);
  });

  it("when last week had bookings, then the summary tells its figures and this week's appointments in the company's zone", async () => {
    const listed = await companyIn(CHICAGO);
    const setStatus = async (id: string, status: string) =>
      expect(
        (
          await api('PUT', `/api/bookings/${id}/status`, {
            token: listed.company.idToken,
            body: { status, notifyCustomer: false },
          })
        ).status,
      ).toBe(200);
    // Last week, seen from the Monday after `due`: three bookings, two completed ($65 each), one reviewed 4 of 5.
    const tuesday = await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 1));
    const wednesday = await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 2));
    await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 3), { time: '11:00' });
    for (const { id } of [tuesday, wednesday]) {
      await setStatus(id, 'confirmed');
      await setStatus(id, 'completed');
    }
    const reviewed = await api('POST', `/api/pet-owners/bookings/${tuesday.id}/review`, {
      token: alice.owner.idToken,
      body: { rating: 4, review: 'Lovely' },
    });
    expect(reviewed.status).toBe(201);
    // That week: one confirmed appointment and one cancelled; the week after: one more, not told.
    const ahead = await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 8), { time: '14:30' });
    await setStatus(ahead.id, 'confirmed');
    const dropped = await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 9));
    await setStatus(dropped.id, 'cancelled');
    await bookService(listed, alice, dayAfter(listed.due, CHICAGO, 15));

    expect(await run(listed.due)).toBe(1);
    expect(await run(new Date(listed.due.getTime() + WEEK))).toBe(1);
    const [, summary] = (await summariesOf(listed)).sort((a, b) => a.id.localeCompare(b.id));
    expect(summary.to).toBe(listed.company.email);
    expect(summary.text).toContain('Bookings: 3');
    expect(summary.text).toContain('Revenue: $130.00');
    expect(summary.text).toContain('Reviews: 1 (average 4 of 5)');
    expect(summary.text).toContain('This week: 1 appointment');
    expect(summary.text).toContain('at 2:30 PM Central');
    expect(summary.text).toContain('Full Groom for Max (Olive Owner)');
    expect(summary.text).toContain(`Open your dashboard: ${appUrl('/company/dashboard')}`);
    const items = await itemsOf(listed);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.title)).toContain('Your weekly summary: 1 appointment this week');
  });

  it('when the company switched email off, then the summary is in the app only; with weekly reports off, then nothing', async () => {
    const listed = await companyIn(CHICAGO);
    const saved = await api('PUT', '/api/users/me/settings', {
      token: listed.company.idToken,
      body: { ...defaultUserSettings, emailNotifications: false },
    });
    expect(saved.status).toBe(200);
    expect(await run(listed.due)).toBe(1);
    expect(await summariesOf(listed)).toEqual([]);
    expect(await itemsOf(listed)).toHaveLength(1);

    await weeklyReports(false);
    expect(await run(new Date(listed.due.getTime() + WEEK))).toBe(0);
    expect(await itemsOf(listed)).toHaveLength(1);
    // The Monday passed all the same: turning reports on again does not send a stale week.
    expect(await dueOf(listed)).toEqual(new Date(listed.due.getTime() + 2 * WEEK));
  });

  it('when the platform switched email off, then the summary still comes in the app', async () => {
    const listed = await companyIn(CHICAGO);
    await platformNotifications({ emailEnabled: false });
    expect(await run(listed.due)).toBe(1);
    expect(await summariesOf(listed)).toEqual([]);
    expect(await itemsOf(listed)).toHaveLength(1);
  });
});
