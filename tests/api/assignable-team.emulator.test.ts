// Issue 21 section 6: the assign dialog lists only team members free for the appointment (docs/decisions/0087-day-view.md).
import { describe, expect, it } from 'vitest';
import type { OwnerBooking } from '../../functions/src/contracts/bookings';
import type { BookingAssignable, CompanyBooking } from '../../functions/src/contracts/company-bookings';
import type { ServiceInput } from '../../functions/src/contracts/services';
import { api } from './support/emulators';
import {
  addEmployee,
  addService,
  bookService,
  createListedCompany,
  createOwnerWithPet,
  freshCompanyAndOwnerEachTest,
  weekdayAfter,
  type OwnerWithPet,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();
const afternoonsOnly = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => [
    weekday,
    { available: true, start: '13:00', end: '17:00' },
  ]),
);

const booked = (owner: OwnerWithPet, overrides: Record<string, unknown> = {}) =>
  bookService<OwnerBooking>(listed, owner, date, overrides);

const summary = ({ name, free, reason, message, current }: BookingAssignable['team'][number]) => ({
  name,
  free,
  reason,
  message,
  current,
});
/** A 60-minute show groom beside the company's groom (`fields` change it). */
const addShowGroom = (fields: Partial<ServiceInput>) =>
  addService(listed, {
    name: 'Show Groom',
    description: 'Show',
    petTypes: ['dog'],
    price: 90,
    duration: 60,
    ...fields,
  });

const assignable = (id: string, token = listed.company.idToken) =>
  api('GET', `/api/bookings/${id}/assignable`, { token });
const assign = (id: string, employeeId: string | null) =>
  api('PUT', `/api/bookings/${id}/assign`, { token: listed.company.idToken, body: { employeeId } });

describe('GET /api/bookings/{id}/assignable', () => {
  // The Starter plan of the fixture company holds 3 employees: free and busy, then the reasons that are not time.
  it('when members are free or busy, then each says so (the buffer counts), and assign agrees', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const bea = await addEmployee(listed.company, 'Bea');
    const eve = await addEmployee(listed.company, 'Eve');
    const groom = await addShowGroom({ bufferMinutes: 15 });
    const first = await booked(alice, { serviceId: groom, employeeId: ann });
    // Bea is busy from 11:00: only the 15-minute buffer of the 10:00 appointment reaches it.
    await booked(await createOwnerWithPet('Rex'), { employeeId: bea, time: '11:00' });

    const { status, body } = await assignable(first.id);
    expect(status).toBe(200);
    const answer = body.data as BookingAssignable;
    expect(answer).toMatchObject({ bookingId: first.id, unassignedAllowed: false });
    expect(answer.team.map(summary)).toEqual([
      { name: 'Ann', free: true, reason: 'free', message: 'Free for this appointment', current: true },
      { name: 'Bea', free: false, reason: 'busy', message: 'Busy with Full Groom for Rex at 11:00 AM', current: false },
      { name: 'Eve', free: true, reason: 'free', message: 'Free for this appointment', current: false },
    ]);
    expect(answer.team[0]).toMatchObject({ employeeId: ann, position: 'Groomer' });

    expect((await assign(first.id, bea)).body).toMatchObject({ code: 'EMPLOYEE_BUSY' });
    expect((await assign(first.id, eve)).body.data).toMatchObject({ employeeId: eve, employeeName: 'Eve' });
    const after = (await assignable(first.id)).body.data as BookingAssignable;
    expect(after.team.filter((member) => member.current).map((member) => member.name)).toEqual(['Eve']);
    expect(after.team.find((member) => member.name === 'Ann')).toMatchObject({ free: true });
  });

  it('when members do not perform the service, are not active or do not work then, then each says so, and assign agrees', async () => {
    const ann = await addEmployee(listed.company, 'Ann');
    const cy = await addEmployee(listed.company, 'Cy');
    const dee = await addEmployee(listed.company, 'Dee', { status: 'on_leave' });
    const groom = await addShowGroom({ employeeIds: [ann, dee] });
    const first = await booked(alice, { serviceId: groom, employeeId: ann });
    const team = async () => ((await assignable(first.id)).body.data as BookingAssignable).team.map(summary);
    expect(await team()).toEqual([
      { name: 'Ann', free: true, reason: 'free', message: 'Free for this appointment', current: true },
      { name: 'Cy', free: false, reason: 'not_qualified', message: 'Does not perform Show Groom', current: false },
      { name: 'Dee', free: false, reason: 'inactive', message: 'Not active', current: false },
    ]);
    expect((await assign(first.id, cy)).body).toMatchObject({ code: 'EMPLOYEE_UNAVAILABLE' });
    expect((await assign(first.id, dee)).body).toMatchObject({ code: 'EMPLOYEE_UNAVAILABLE' });
    const back = await api('PUT', `/api/employees/${dee}`, {
      token: listed.company.idToken,
      body: {
        name: 'Dee',
        email: 'dee@example.test',
        phone: '555-0100',
        position: 'Groomer',
        status: 'active',
        workingHours: afternoonsOnly,
      },
    });
    expect(back.status).toBe(200);
    expect((await team())[2]).toEqual({
      name: 'Dee',
      free: false,
      reason: 'not_working',
      message: 'Not working at that time',
      current: false,
    });
    expect((await assign(first.id, dee)).body).toMatchObject({
      code: 'EMPLOYEE_UNAVAILABLE',
      message: 'Dee is not working at that time.',
    });
  });

  it('when the company has no active employees, then the team is empty and Unassigned is allowed', async () => {
    await addEmployee(listed.company, 'Ann', { status: 'inactive' });
    const booking = await booked(alice);
    const answer = (await assignable(booking.id)).body.data as BookingAssignable;
    expect(answer.unassignedAllowed).toBe(true);
    expect(answer.team).toEqual([expect.objectContaining({ name: 'Ann', free: false, reason: 'inactive' })]);
  });

  it("when another company's booking or an unknown id is asked, then 404; a finished booking, 409", async () => {
    const booking = await booked(alice);
    const other = await createListedCompany();
    const theirs = await assignable(booking.id, other.company.idToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Booking not found' });
    expect((await assignable('no-such-booking')).status).toBe(404);
    await api('PUT', `/api/bookings/${booking.id}/status`, {
      token: listed.company.idToken,
      body: { status: 'completed', notifyCustomer: false },
    });
    const finished = await assignable(booking.id);
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe('Employees can only be assigned to pending or confirmed bookings.');
  });

  it('when a pet owner or nobody asks, then 403 or 401', async () => {
    const booking = await booked(alice);
    expect((await assignable(booking.id, alice.owner.idToken)).status).toBe(403);
    expect((await api('GET', `/api/bookings/${booking.id}/assignable`)).status).toBe(401);
  });
});

describe('the Day view reads one day with the bounded company query', () => {
  it('when a day is asked with date and the largest page, then only that day, with each buffer', async () => {
    await addEmployee(listed.company, 'Ann');
    const booking = await booked(alice);
    const other = await booked(await createOwnerWithPet('Rex'), {
      date: weekdayAfter(2, new Date(`${date}T12:00:00Z`)),
    });
    const { status, body } = await api('GET', `/api/bookings?date=${date}&limit=100`, {
      token: listed.company.idToken,
    });
    expect(status).toBe(200);
    const ids = (body.data as CompanyBooking[]).map((entry) => entry.id);
    expect(ids).toEqual([booking.id]);
    expect(ids).not.toContain(other.id);
    expect((body.data as CompanyBooking[])[0]).toMatchObject({ duration: 60, bufferMinutes: 0, employeeName: 'Ann' });
  });
});
