// Moving a booking (docs/decisions/0103-moving-a-booking.md): the new time is checked like a new booking, the old
// time is freed and the new one held in one commit, the owner hears once, and the same move asked again changes nothing.
import { describe, expect, it } from 'vitest';
import type { DayAvailabilityView, OwnerBooking } from '../../functions/src/contracts/bookings';
import type { CompanyBooking } from '../../functions/src/contracts/company-bookings';
import type { NotificationsPage } from '../../functions/src/contracts/notifications';
import { admin, api, type TestUser } from './support/emulators';
import {
  addEmployee,
  bookService,
  createListedCompany,
  createOwnerWithPet,
  freshCompanyAndOwnerEachTest,
  weekdayAfter,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();
const nextDay = weekdayAfter(1, new Date(`${date}T12:00:00Z`));

const move = (id: string, body: Record<string, unknown>, token = listed.company.idToken) =>
  api('PUT', `/api/bookings/${id}/reschedule`, { token, body });
const mailsOf = async (bookingId: string) =>
  (await admin().db.collection('mail').where('topic.bookingId', '==', bookingId).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { to: string; topic: { kind: string }; message: { subject: string; text: string } }),
  }));
const inbox = async (user: TestUser) =>
  (await api('GET', '/api/notifications', { token: user.idToken })).body.data as NotificationsPage;
const freeAt = async (day: string, time: string) => {
  const { body } = await api(
    'GET',
    `/api/companies/${listed.company.uid}/services/${listed.serviceId}/availability?date=${day}`,
  );
  return (body.data as DayAvailabilityView).slots.find((slot) => slot.time === time)?.available;
};

describe('PUT /api/bookings/{id}/reschedule', () => {
  it('when the company moves a booking, then the old time is free, the new one taken, and the owner told once', async () => {
    const booking = await bookService<OwnerBooking>(listed, alice, date);
    const moved = await move(booking.id, { date: nextDay, time: '14:00', note: 'Our groomer is away' });
    expect(moved.status).toBe(200);
    expect(moved.body.data as CompanyBooking).toMatchObject({ date: nextDay, time: '14:00', status: 'pending' });
    expect(await freeAt(date, '10:00')).toBe(true);
    expect(await freeAt(nextDay, '14:00')).toBe(false);

    const owned = (await api('GET', '/api/pet-owners/bookings', { token: alice.owner.idToken })).body
      .data as OwnerBooking[];
    expect(owned.find((one) => one.id === booking.id)).toMatchObject({ date: nextDay, time: '14:00' });
    const history = (moved.body.data as CompanyBooking).statusHistory.at(-1)!;
    expect(history).toMatchObject({ status: 'pending', role: 'pet_company' });
    expect(history.note).toContain('Moved from');
    expect(history.note).toContain('Our groomer is away');

    const items = (await inbox(alice.owner)).notifications.filter((item) => item.kind === 'booking_rescheduled');
    expect(items).toHaveLength(1);
    expect(items[0].link).toBe(`/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`);
    const mails = (await mailsOf(booking.id)).filter((mail) => mail.topic.kind === 'booking_rescheduled');
    expect(mails.map((mail) => mail.to)).toEqual([alice.owner.email]);
    expect(mails[0].message.subject).toContain('moved to');
    expect(mails[0].message.text).toContain('Our groomer is away');

    // The same move again (a retried request) changes nothing and tells nobody twice.
    const again = await move(booking.id, { date: nextDay, time: '14:00' });
    expect(again.status).toBe(200);
    expect((again.body.data as CompanyBooking).statusHistory).toHaveLength(2);
    expect((await mailsOf(booking.id)).filter((mail) => mail.topic.kind === 'booking_rescheduled')).toHaveLength(1);
  });

  it('when the new time overlaps another appointment of the same person, or the pet is busy, then 409 and nothing moves', async () => {
    const bob = await createOwnerWithPet('Rex');
    const first = await bookService<OwnerBooking>(listed, alice, date);
    await bookService(listed, bob, date, { time: '13:00' });
    // The company works as one person: 12:30 for an hour overlaps the 13:00 appointment.
    const clash = await move(first.id, { date, time: '12:30' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ success: false, code: 'EMPLOYEE_BUSY' });
    // Max has another booking at 15:00 with this company's second service.
    await bookService(listed, alice, date, { time: '15:00' });
    const petBusy = await move(first.id, { date, time: '15:00' });
    expect(petBusy.status).toBe(409);
    expect(await freeAt(date, '10:00')).toBe(false);
    const stored = (await admin().db.doc(`bookings/${first.id}`).get()).data()!;
    expect(stored).toMatchObject({ date, time: '10:00' });
    // A half-hour later than itself overlaps only itself: allowed, and 09:30 (which met it at 10:00) is free again.
    expect(await freeAt(date, '09:30')).toBe(false);
    expect((await move(first.id, { date, time: '10:30' })).status).toBe(200);
    expect(await freeAt(date, '09:30')).toBe(true);
  });

  it('when the time is closed, past or not on the grid, then a clear 4xx', async () => {
    const booking = await bookService<OwnerBooking>(listed, alice, date);
    // An hour from 16:30 runs past the 17:00 close.
    expect((await move(booking.id, { date, time: '16:30' })).body).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect((await move(booking.id, { date: '2020-01-06', time: '10:00' })).status).toBe(400);
    const offGrid = await move(booking.id, { date, time: '10:10' });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await move(booking.id, { date, time: '11:00', extra: 1 })).status).toBe(400);
  });

  it('when another company or the owner asks, or the booking is done, then it is refused', async () => {
    const booking = await bookService<OwnerBooking>(listed, alice, date);
    const other = await createListedCompany();
    expect((await move(booking.id, { date, time: '11:00' }, other.company.idToken)).status).toBe(404);
    expect((await move(booking.id, { date, time: '11:00' }, alice.owner.idToken)).status).toBe(403);
    const cancelled = await api('PUT', `/api/bookings/${booking.id}/status`, {
      token: listed.company.idToken,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await move(booking.id, { date, time: '11:00' })).body).toMatchObject({ code: 'CONFLICT' });
  });

  it('when a team member is named, then the appointment moves to them and they hear of it', async () => {
    const sam = await addEmployee(listed.company, 'Sam');
    const eve = await addEmployee(listed.company, 'Eve');
    const booking = await bookService<OwnerBooking>(listed, alice, date, { employeeId: sam });
    const moved = await move(booking.id, { date, time: '11:00', employeeId: eve });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ employeeId: eve, employeeName: 'Eve', time: '11:00' });
    const mails = (await mailsOf(booking.id)).filter((mail) => mail.topic.kind === 'booking_rescheduled');
    expect(mails.map((mail) => mail.to).sort()).toEqual([alice.owner.email, 'eve@example.test'].sort());
    // Sam is free again at 10:00, Eve is busy at 11:00.
    const samFree = await api(
      'GET',
      `/api/companies/${listed.company.uid}/services/${listed.serviceId}/availability?date=${date}&employeeId=${sam}`,
    );
    expect((samFree.body.data as DayAvailabilityView).slots.find((slot) => slot.time === '10:00')?.available).toBe(
      true,
    );
    expect((await move(booking.id, { date, time: '11:00', employeeId: null })).body).toMatchObject({
      code: 'CONFLICT',
    });
  });
});
