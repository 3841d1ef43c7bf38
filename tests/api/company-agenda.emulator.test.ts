import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyAgenda, CompanyBooking } from '../../functions/src/contracts/company-bookings';
import { fixedClock } from '../../functions/src/core/clock';
import { api } from './support/emulators';
import {
  bookService,
  createOwnerWithPet,
  expectValidationFailed,
  freshCompanyAndOwnerEachTest,
  startAppWithClock,
  type InProcessApp,
  type OwnerWithPet,
} from './support/fixtures';

/** A Monday to Thursday at least 3 days ahead, so that it and the day after are open days (Mon-Fri 09:00-17:00). */
function openDayWithOpenNextDay(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 5 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
/** The first date at least 3 days ahead that falls on `weekday` (0 Sunday ... 6 Saturday). */
function nextWeekday(weekday: number): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const today = openDayWithOpenNextDay();
const tomorrow = addDays(today, 1);
// 13:00 UTC is 08:00 or 09:00 in New York: the morning of `today`, before its first appointment.
const clock = fixedClock(`${today}T13:00:00Z`);
let app: InProcessApp;
const { listed, alice } = freshCompanyAndOwnerEachTest();
let bob: OwnerWithPet;

const ids = (bookings: CompanyBooking[]) => bookings.map((booking) => booking.id);
const setStatus = (id: string, status: string) =>
  api('PUT', `/api/bookings/${id}/status`, {
    token: listed.company.idToken,
    body: { status, notifyCustomer: false },
  });

beforeAll(async () => {
  app = await startAppWithClock(clock);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  bob = await createOwnerWithPet('Rex');
});

describe('GET /api/bookings/agenda', () => {
  it("when the company opens the Overview, then today's and tomorrow's appointments in time order and the pending requests ahead", async () => {
    const afternoon = await bookService(listed, alice, today, { time: '14:00' });
    const morning = await bookService(listed, bob, today, { time: '10:00' });
    const dropped = await bookService(listed, alice, today, { time: '11:00' });
    const nextDay = await bookService(listed, alice, tomorrow, { time: '09:00' });
    const later = await bookService(listed, bob, addDays(today, 7), { time: '09:30' });
    await setStatus(morning.id, 'confirmed');
    await setStatus(dropped.id, 'cancelled');

    const { status, body } = await api('GET', '/api/bookings/agenda', {
      token: listed.company.idToken,
      origin: app.origin,
    });
    expect(status).toBe(200);
    const agenda = body.data as CompanyAgenda;
    expect(agenda.timeZone).toBe('America/New_York');
    expect(agenda.today.date).toBe(today);
    // Cancelled appointments hold no time, so the day leaves them out.
    expect(ids(agenda.today.bookings)).toEqual([morning.id, afternoon.id]);
    expect(agenda.today.truncated).toBe(false);
    expect(agenda.nextDay).toMatchObject({ date: tomorrow, truncated: false });
    expect(ids(agenda.nextDay.bookings)).toEqual([nextDay.id]);
    expect(ids(agenda.pending.bookings)).toEqual([afternoon.id, nextDay.id, later.id]);
    expect(agenda.pending.total).toBe(3);
  });

  it('when today is a Friday, then the next day is Monday, the next open one (closed on weekends)', async () => {
    const friday = nextWeekday(5);
    const monday = addDays(friday, 3);
    const fridayApp = await startAppWithClock(fixedClock(`${friday}T13:00:00Z`));
    try {
      const mondayVisit = await bookService(listed, alice, monday, { time: '10:00' });
      const { body } = await api('GET', '/api/bookings/agenda', {
        token: listed.company.idToken,
        origin: fridayApp.origin,
      });
      const agenda = body.data as CompanyAgenda;
      expect(agenda.today.date).toBe(friday);
      expect(agenda.nextDay).toMatchObject({ date: monday, truncated: false });
      expect(ids(agenda.nextDay.bookings)).toEqual([mondayVisit.id]);
    } finally {
      await fridayApp.close();
    }
  });

  it('when signed out or a pet owner, then 401 or 403', async () => {
    expect((await api('GET', '/api/bookings/agenda')).status).toBe(401);
    const refused = await api('GET', '/api/bookings/agenda', { token: alice.owner.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false });
  });
});

describe('GET /api/bookings?order=asc', () => {
  it('when the worklist asks earliest first, then the pages run forward in time; a bad order is 400', async () => {
    const second = await bookService(listed, alice, tomorrow, { time: '09:00' });
    const first = await bookService(listed, bob, today, { time: '15:00' });
    const third = await bookService(listed, bob, tomorrow, { time: '11:00' });
    const page = await api('GET', `/api/bookings?from=${today}&order=asc&limit=2`, { token: listed.company.idToken });
    expect(page.status).toBe(200);
    expect(ids(page.body.data as CompanyBooking[])).toEqual([first.id, second.id]);
    expect(page.body.pagination).toEqual({ limit: 2, nextCursor: second.id });
    const next = await api('GET', `/api/bookings?from=${today}&order=asc&limit=2&cursor=${second.id}`, {
      token: listed.company.idToken,
    });
    expect(ids(next.body.data as CompanyBooking[])).toEqual([third.id]);
    const bad = await api('GET', '/api/bookings?order=up', { token: listed.company.idToken });
    expectValidationFailed(bad, { order: 'Use asc or desc' });
  });
});
