import { describe, expect, it } from 'vitest';
import type { CompanyBooking, CompanyBookingsOverview } from '../../functions/src/contracts/company-bookings';
import { admin, api, createCompanyUser, createUser } from './support/emulators';
import {
  addEmployee,
  addNailTrim,
  bookService,
  createListedCompany,
  createOwnerWithPet,
  expectValidationFailed,
  freshCompanyAndOwnerEachTest,
  teamBlocksOn,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();
// A weekday after `date` whatever today is (weekdayAfter(5) is the same Monday as weekdayAfter(3) on a Wednesday).
const laterDate = weekdayAfter(2, new Date(`${date}T12:00:00Z`));

const book = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}) =>
  bookService<CompanyBooking>(listed, owner, date, overrides);

/** A 60-minute nail trim beside the company's groom: a second appointment at the same time. */
const addHourNailTrim = () => addNailTrim(listed, { duration: 60 });

/** The mails to the owner about one booking (the company hears of the request too). */
const ownerMails = (bookingId: string) =>
  admin().db.collection('mail').where('topic.bookingId', '==', bookingId).where('to', '==', alice.owner.email).get();
const list = (token: string, query = '') => api('GET', `/api/bookings${query}`, { token });
const setStatus = (token: string, id: string, body: unknown) =>
  api('PUT', `/api/bookings/${id}/status`, { token, body });
const assign = (token: string, id: string, employeeId: string | null) =>
  api('PUT', `/api/bookings/${id}/assign`, { token, body: { employeeId } });

describe('GET /api/bookings', () => {
  it('when the company lists its bookings, then latest first with the company view of each booking', async () => {
    const early = await book(alice);
    const late = await book(alice, { date: laterDate, time: '14:00', notes: 'Side door' });
    const { status, body } = await list(listed.company.idToken);
    expect(status).toBe(200);
    expect((body.data as CompanyBooking[]).map((booking) => booking.id)).toEqual([late.id, early.id]);
    expect((body.data as CompanyBooking[])[0]).toMatchObject({
      date: laterDate,
      time: '14:00',
      status: 'pending',
      duration: 60,
      bufferMinutes: 0,
      servicePrice: 65,
      serviceName: 'Full Groom',
      customerId: alice.owner.uid,
      customerName: 'Olive Owner',
      customerEmail: alice.owner.email,
      petName: 'Max',
      petType: 'Dog',
      petBreed: 'Beagle',
      notes: 'Side door',
      employeeId: null,
      employeeName: null,
    });
    expect(body.pagination).toEqual({ limit: 20, nextCursor: null });
  });

  it('when filtered by status, date or search, or paged by cursor, then the server narrows the list', async () => {
    const bob = await createOwnerWithPet('Rex');
    const first = await book(alice);
    const second = await book(bob, { date: laterDate });
    await setStatus(listed.company.idToken, second.id, { status: 'confirmed', notifyCustomer: false });
    const ids = async (query: string) =>
      ((await list(listed.company.idToken, query)).body.data as CompanyBooking[]).map((booking) => booking.id);
    expect(await ids('?status=confirmed')).toEqual([second.id]);
    expect(await ids(`?date=${date}`)).toEqual([first.id]);
    expect(await ids(`?from=${date}&to=${laterDate}`)).toEqual([second.id, first.id]);
    expect(await ids('?search=re')).toEqual([second.id]);
    expect(await ids('?search=full%20groom')).toEqual([second.id, first.id]);
    const page = await list(listed.company.idToken, '?limit=1');
    expect(page.body.pagination).toEqual({ limit: 1, nextCursor: second.id });
    expect(await ids(`?limit=1&cursor=${second.id}`)).toEqual([first.id]);
  });

  it('when the query is bad, then 400 naming the field', async () => {
    const bad = await list(listed.company.idToken, '?status=lost');
    expectValidationFailed(bad, { status: 'Unknown status' });
    expect((await list(listed.company.idToken, '?limit=500')).body.details).toHaveProperty('limit');
    expect((await list(listed.company.idToken, '?cursor=a/b')).body.details).toHaveProperty('cursor');
  });

  it('when another company lists, then it sees none of these bookings', async () => {
    const booking = await book(alice);
    const other = await createListedCompany();
    const { status, body } = await list(other.company.idToken);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    // Another company's booking is no cursor for it.
    expect((await list(other.company.idToken, `?cursor=${booking.id}`)).status).toBe(400);
  });

  it('when signed out, a pet owner, a company without a subscription, or a company naming another, then 401 or 403', async () => {
    expect((await api('GET', '/api/bookings')).status).toBe(401);
    expect((await list(alice.owner.idToken)).status).toBe(403);
    const inactive = await createCompanyUser();
    const refused = await list(inactive.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Start your free trial to access this feature',
    });
    expect((await list(inactive.idToken, `?companyId=${listed.company.uid}`)).status).toBe(403);
  });

  it('when a superadmin names the company, then he sees its bookings', async () => {
    const booking = await book(alice);
    const superadmin = await createUser({ role: 'superadmin' });
    const { status, body } = await list(superadmin.idToken, `?companyId=${listed.company.uid}`);
    expect(status).toBe(200);
    expect((body.data as CompanyBooking[]).map((item) => item.id)).toEqual([booking.id]);
  });
});

describe('GET /api/bookings/{id}', () => {
  it('when the company opens one of its bookings, then the same view the list gives; another company, an unknown id or an owner cannot', async () => {
    const booking = await book(alice);
    const one = await api('GET', `/api/bookings/${booking.id}`, { token: listed.company.idToken });
    expect(one.status).toBe(200);
    const all = (await list(listed.company.idToken)).body.data as CompanyBooking[];
    expect(one.body.data).toEqual(all.find((item) => item.id === booking.id));
    const other = await createListedCompany();
    for (const [token, id] of [
      [other.company.idToken, booking.id],
      [listed.company.idToken, 'no-such-booking'],
    ] as const) {
      const refused = await api('GET', `/api/bookings/${id}`, { token });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    }
    expect((await api('GET', `/api/bookings/${booking.id}`, { token: alice.owner.idToken })).status).toBe(403);
    // The named paths keep their own answers.
    expect((await api('GET', '/api/bookings/agenda', { token: listed.company.idToken })).body.data).toHaveProperty(
      'today',
    );
  });
});

describe('GET /api/bookings/overview', () => {
  it('when the company opens the appointments screen, then counts by status and the upcoming pending or confirmed bookings, soonest first', async () => {
    const bob = await createOwnerWithPet('Rex');
    const soon = await book(alice);
    const later = await book(bob, { date: laterDate });
    const third = await book(alice, { date: laterDate, time: '15:00' });
    await setStatus(listed.company.idToken, later.id, { status: 'confirmed', notifyCustomer: false });
    await setStatus(listed.company.idToken, third.id, { status: 'cancelled', notifyCustomer: false });
    const { status, body } = await api('GET', '/api/bookings/overview', { token: listed.company.idToken });
    expect(status).toBe(200);
    const overview = body.data as CompanyBookingsOverview;
    expect(overview.counts).toEqual({
      total: 3,
      pending: 1,
      confirmed: 1,
      in_progress: 0,
      completed: 0,
      cancelled: 1,
      no_show: 0,
    });
    expect(overview.upcoming.map((booking) => booking.id)).toEqual([soon.id, later.id]);
    expect((await api('GET', '/api/bookings/overview', { token: alice.owner.idToken })).status).toBe(403);
  });
});

describe('GET /api/bookings/month-totals', () => {
  it("when the company reads a month's cards, then its bookings, completed ones and their revenue from the month rollup", async () => {
    const bob = await createOwnerWithPet('Rex');
    const done = await book(alice);
    await book(bob, { time: '12:00' });
    const declined = await book(alice, { time: '15:00' });
    await setStatus(listed.company.idToken, done.id, { status: 'confirmed', notifyCustomer: false });
    expect(
      (await setStatus(listed.company.idToken, done.id, { status: 'completed', notifyCustomer: false })).status,
    ).toBe(200);
    await setStatus(listed.company.idToken, declined.id, { status: 'cancelled', notifyCustomer: false });
    const month = date.slice(0, 7);
    const totals = await api('GET', `/api/bookings/month-totals?month=${month}`, { token: listed.company.idToken });
    expect(totals.status).toBe(200);
    // A cancelled booking still counts as made (docs/metrics.md, Bookings).
    expect(totals.body.data).toEqual({ month, bookings: 3, completed: 1, revenue: done.servicePrice });
    const empty = await api('GET', '/api/bookings/month-totals?month=2020-01', { token: listed.company.idToken });
    expect(empty.body.data).toEqual({ month: '2020-01', bookings: 0, completed: 0, revenue: 0 });

    for (const query of ['month=2026-13', 'month=2026-1', '', `month=${month}&x=1`]) {
      const refused = await api('GET', `/api/bookings/month-totals?${query}`, { token: listed.company.idToken });
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await api('GET', `/api/bookings/month-totals?month=${month}`, { token: alice.owner.idToken })).status).toBe(
      403,
    );
    expect((await api('GET', `/api/bookings/month-totals?month=${month}`)).status).toBe(401);
  });
});

describe('PUT /api/bookings/{id}/status', () => {
  it('when the company confirms with notes and notify on, then the status, the history and one Trigger Email mail document', async () => {
    const booking = await book(alice);
    const { status, body } = await setStatus(listed.company.idToken, booking.id, {
      status: 'confirmed',
      notes: 'See you soon',
      notifyCustomer: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: booking.id, status: 'confirmed' });
    expect((body.data as CompanyBooking).statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      role: 'pet_company',
      note: 'See you soon',
    });
    const mail = await ownerMails(booking.id);
    expect(mail.size).toBe(1);
    expect(mail.docs[0].id).toBe(`booking-${booking.id}-1-owner`);
    expect(mail.docs[0].data()).toMatchObject({
      to: alice.owner.email,
      message: { subject: 'Your Full Groom booking is Confirmed' },
    });
    expect(mail.docs[0].get('message.text')).toContain('See you soon');
  });

  it('when notify is off, then a confirmation still mails but in progress does not; left out, notify is on', async () => {
    const booking = await book(alice);
    await setStatus(listed.company.idToken, booking.id, { status: 'confirmed', notifyCustomer: false });
    expect((await ownerMails(booking.id)).size).toBe(1);
    await setStatus(listed.company.idToken, booking.id, { status: 'in_progress', notifyCustomer: false });
    expect((await ownerMails(booking.id)).size).toBe(1);
    await setStatus(listed.company.idToken, booking.id, { status: 'no_show' });
    expect((await ownerMails(booking.id)).size).toBe(2);
  });

  it('when the status is missing or unknown, then 400 "Please select a status" and nothing changes', async () => {
    const booking = await book(alice);
    for (const payload of [{}, { status: 'lost' }]) {
      const { status, body } = await setStatus(listed.company.idToken, booking.id, payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please select a status',
        details: { status: 'Please select a status' },
      });
    }
    expect((await admin().db.doc(`bookings/${booking.id}`).get()).get('status')).toBe('pending');
  });

  it('when another company or an unknown id is named, then 404 and the booking is unchanged', async () => {
    const booking = await book(alice);
    const other = await createListedCompany();
    expect((await setStatus(other.company.idToken, booking.id, { status: 'cancelled' })).status).toBe(404);
    expect((await setStatus(listed.company.idToken, 'no-such-booking', { status: 'cancelled' })).status).toBe(404);
    expect((await setStatus(listed.company.idToken, '..', { status: 'cancelled' })).status).toBe(404);
    expect((await admin().db.doc(`bookings/${booking.id}`).get()).get('status')).toBe('pending');
  });

  it('when a pet owner tries, then 403', async () => {
    const booking = await book(alice);
    expect((await setStatus(alice.owner.idToken, booking.id, { status: 'confirmed' })).status).toBe(403);
  });
});

describe('PUT /api/bookings/{id}/assign', () => {
  it('when an active employee takes over from the company as one person, then the schedule follows; Unassigned is refused', async () => {
    const booking = await book(alice);
    const ann = await addEmployee(listed.company, 'Ann');
    const assigned = await assign(listed.company.idToken, booking.id, ann);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ employeeId: ann, employeeName: 'Ann' });
    const schedule = (member: string) => teamBlocksOn(listed.company, booking.date, member);
    expect(Object.values(await schedule(ann))).toEqual([booking.id, booking.id]);
    expect(await schedule('_company')).toEqual({});
    expect(
      ((await list(listed.company.idToken, '?search=ann')).body.data as CompanyBooking[]).map((item) => item.id),
    ).toEqual([booking.id]);

    const unassigned = await assign(listed.company.idToken, booking.id, null);
    expect(unassigned.status).toBe(409);
    expect(await schedule(ann)).not.toEqual({});
  });

  it('when the employee already has an overlapping booking, then 409 naming it; cancelling the first frees him', async () => {
    const secondService = await addHourNailTrim();
    const ann = await addEmployee(listed.company, 'Ann');
    await addEmployee(listed.company, 'Bea');
    const bob = await createOwnerWithPet('Rex');
    const first = await book(alice);
    const second = await book(bob, { serviceId: secondService, time: '10:30' });
    expect([first.employeeName, second.employeeName]).toEqual(['Ann', 'Bea']);
    const refused = await assign(listed.company.idToken, second.id, ann);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'EMPLOYEE_BUSY',
      message: 'Ann already has Full Groom for Max at 10:00, which overlaps this appointment.',
    });
    await setStatus(listed.company.idToken, first.id, { status: 'cancelled', notifyCustomer: false });
    expect((await assign(listed.company.idToken, second.id, ann)).status).toBe(200);
  });

  it('when two overlapping bookings get the same employee at once, then exactly one wins', async () => {
    const secondService = await addHourNailTrim();
    await addEmployee(listed.company, 'Ann');
    await addEmployee(listed.company, 'Bea');
    const bob = await createOwnerWithPet('Rex');
    const first = await book(alice);
    const second = await book(bob, { serviceId: secondService });
    const cy = await addEmployee(listed.company, 'Cy');
    const results = await Promise.all([
      assign(listed.company.idToken, first.id, cy),
      assign(listed.company.idToken, second.id, cy),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('when the booking is not pending or confirmed, or the employee is not active, then 409 and nothing changes', async () => {
    const booking = await book(alice);
    const away = await addEmployee(listed.company, 'Cy', { status: 'on_leave' });
    expect((await assign(listed.company.idToken, booking.id, away)).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Cy is not active and cannot be assigned.',
    });
    const ann = await addEmployee(listed.company, 'Ann');
    await setStatus(listed.company.idToken, booking.id, { status: 'in_progress', notifyCustomer: false });
    const refused = await assign(listed.company.idToken, booking.id, ann);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Employees can only be assigned to pending or confirmed bookings.');
    expect((await admin().db.doc(`bookings/${booking.id}`).get()).get('employeeId')).toBeNull();
  });

  it("when another company's employee or booking, or a bad id, is named, then 404 or 400", async () => {
    const booking = await book(alice);
    const other = await createListedCompany();
    const theirs = await addEmployee(other.company, 'Dee');
    expect((await assign(listed.company.idToken, booking.id, theirs)).status).toBe(404);
    expect((await assign(other.company.idToken, booking.id, theirs)).status).toBe(404);
    const bad = await api('PUT', `/api/bookings/${booking.id}/assign`, {
      token: listed.company.idToken,
      body: { employeeId: 'a/b' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ employeeId: 'Choose an employee or Unassigned' });
    expect(
      (await api('PUT', `/api/bookings/${booking.id}/assign`, { token: listed.company.idToken, body: {} })).status,
    ).toBe(400);
  });

  it('when an assigned booking completes and is reviewed, then the employee performance follows', async () => {
    const booking = await book(alice);
    const ann = await addEmployee(listed.company, 'Ann');
    await assign(listed.company.idToken, booking.id, ann);
    await setStatus(listed.company.idToken, booking.id, { status: 'completed', notifyCustomer: false });
    await api('POST', `/api/pet-owners/bookings/${booking.id}/review`, {
      token: alice.owner.idToken,
      body: { rating: 4, review: 'Lovely' },
    });
    const employees = await api('GET', '/api/employees', { token: listed.company.idToken });
    expect(
      (employees.body.data as Array<{ id: string; performance: unknown }>).find((item) => item.id === ann)?.performance,
    ).toEqual({ rating: 4, reviews: 1, completedAppointments: 1 });
    expect(await teamBlocksOn(listed.company, booking.date, ann)).toEqual({});
  });
});
