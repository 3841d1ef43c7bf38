// Issue 22 section 1: each booking event writes one email beside its in-app item, at an id derived from the event,
// following the recipient's own settings and the platform's switches (docs/decisions/0092-booking-emails.md).
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../functions/src/contracts/format';
import type { NotificationsPage } from '../../functions/src/contracts/notifications';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { db } from '../../functions/src/core/firebase';
import { bookingsRepository } from '../../functions/src/data/bookings';
import { tellOwnerCancelled, tellReviewReceived, tellStatusSet } from '../../functions/src/modules/bookings';
import { admin, api, type TestUser } from './support/emulators';
import {
  addBoardingService,
  addEmployee,
  bookService,
  freshCompanyAndOwnerEachTest,
  weekdayAfter,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();

interface StoredMail {
  to: string;
  message: { subject: string; text: string; html: string };
  topic: { kind: string; bookingId?: string };
}

const mail = async (id: string) => (await admin().db.doc(`mail/${id}`).get()).data() as StoredMail | undefined;
const mailsOf = async (bookingId: string) =>
  (await admin().db.collection('mail').where('topic.bookingId', '==', bookingId).get()).docs.map((doc) => doc.id);
const companyLink = (id: string) => `/company/dashboard?section=bookings&bookingId=${id}`;
const ownerLink = (id: string) => `/pet-owner/dashboard?section=bookings&bookingId=${id}`;
const setStatus = (id: string, status: string, notifyCustomer = false) =>
  api('PUT', `/api/bookings/${id}/status`, { token: listed.company.idToken, body: { status, notifyCustomer } });
const inbox = async (user: TestUser) =>
  (await api('GET', '/api/notifications', { token: user.idToken })).body.data as NotificationsPage;
const itemIds = async (uid: string, kind: string) =>
  (await admin().db.collection(`users/${uid}/notifications`).where('kind', '==', kind).get()).docs.map((doc) => doc.id);
/** The company as a recipient who takes email, for replaying an event's notifier. */
const companyRecipient = () => ({ address: listed.company.email, takesEmail: true });
const emailsOff = async (user: TestUser) =>
  expect(
    (
      await api('PUT', '/api/users/me/settings', {
        token: user.idToken,
        body: { ...defaultUserSettings, emailNotifications: false },
      })
    ).status,
  ).toBe(200);

/** The mail has both parts, goes to `to` and links to `link` in each. */
function expectMail(found: StoredMail | undefined, to: string, subject: string, link: string) {
  expect(found).toMatchObject({ to, message: { subject } });
  expect(found!.message.text).toContain(link);
  expect(found!.message.html).toContain(link.replace('&', '&amp;'));
  expect(found!.message.text).toContain('You received this email because');
}

describe('booking emails', () => {
  it('when an owner books, then the company and the team member who takes it get one mail each', async () => {
    const employeeId = await addEmployee(listed.company, 'Sam');
    const booking = await bookService(listed, alice, date);

    expectMail(
      await mail(`booking-${booking.id}-0-company`),
      listed.company.email,
      'New booking request: Full Groom for Max',
      companyLink(booking.id),
    );
    const member = await mail(`booking-${booking.id}-0-employee-${employeeId}`);
    expectMail(member, 'sam@example.test', 'New booking request: Full Groom for Max', companyLink(booking.id));
    expect(member!.message.text).toContain('Hello Sam,');
    expect((await mailsOf(booking.id)).sort()).toEqual(
      [`booking-${booking.id}-0-company`, `booking-${booking.id}-0-employee-${employeeId}`].sort(),
    );
  });

  it('when the company gives the booking to another team member, then that member gets one mail; asking again sends none', async () => {
    const ids = { Sam: await addEmployee(listed.company, 'Sam'), Kim: await addEmployee(listed.company, 'Kim') };
    const booking = await bookService<{ id: string; employeeName: string }>(listed, alice, date);
    const other = booking.employeeName === 'Sam' ? 'Kim' : 'Sam';
    const assign = () =>
      api('PUT', `/api/bookings/${booking.id}/assign`, {
        token: listed.company.idToken,
        body: { employeeId: ids[other] },
      });
    expect((await assign()).status).toBe(200);
    expect((await assign()).status).toBe(200);

    const assigned = (await mailsOf(booking.id)).filter((id) => id.includes('-assigned-'));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(new RegExp(`^booking-${booking.id}-assigned-${ids[other]}-\\d+$`));
    const found = await mail(assigned[0]!);
    // "Assigned to you: Full Groom for Max, Mon, Dec 7 at 10:00 AM CST": the time on the company's clock, named.
    expect(found!.message.subject).toMatch(/^Assigned to you: Full Groom for Max, .+ at 10:00 AM \S+/);
    expectMail(found, `${other.toLowerCase()}@example.test`, found!.message.subject, companyLink(booking.id));
    expect(found!.message.text).toContain(`Hello ${other},`);
    expect(found!.message.text).toContain('Test Grooming assigned it to you.');
  });

  it('when an owner asks for a stay, then the company gets one mail and one in-app item with its nights; stays take no team member, so none is mailed', async () => {
    await addEmployee(listed.company, 'Sam');
    const boardingId = await addBoardingService(listed);
    const checkOut = weekdayAfter(7);
    const stay = await bookService(listed, alice, date, { serviceId: boardingId, endDate: checkOut });

    const found = await mail(`booking-${stay.id}-0-company`);
    expectMail(found, listed.company.email, 'New booking request: Overnight Boarding for Max', companyLink(stay.id));
    expect(found!.message.text).toContain(`Until: ${formatDate(`${checkOut}T12:00:00Z`, 'UTC')}`);
    expect(await mailsOf(stay.id)).toEqual([`booking-${stay.id}-0-company`]);
    const { notifications, unreadCount } = await inbox(listed.company);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        id: `booking-${stay.id}-0`,
        kind: 'booking_requested',
        title: 'New booking request: Overnight Boarding',
        link: companyLink(stay.id),
        readAt: null,
      }),
    ]);
  });

  it('when an owner books a series, then the company gets one mail listing its dates, and so does the team member who takes it', async () => {
    const employeeId = await addEmployee(listed.company, 'Sam');
    const series = await bookService(listed, alice, date, { repeat: { everyWeeks: 1, count: 3 } });
    const found = await mail(`booking-${series.id}-0-company`);
    expectMail(found, listed.company.email, 'New series request: Full Groom x3 for Max', companyLink(series.id));
    expect(found!.message.text).toContain('3 times');
    const member = await mail(`booking-${series.id}-0-employee-${employeeId}`);
    expect(member?.to).toBe('sam@example.test');
    expect(member!.message.text).toContain('Hello Sam,');
    expect((await mailsOf(series.id)).sort()).toEqual(
      [`booking-${series.id}-0-company`, `booking-${series.id}-0-employee-${employeeId}`].sort(),
    );
  });

  it('when the company confirms, then the owner gets the confirmation with the time, the zone and the policy', async () => {
    const booking = await bookService(listed, alice, date);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const found = await mail(`booking-${booking.id}-1-owner`);
    expectMail(found, alice.owner.email, 'Your Full Groom booking is Confirmed', ownerLink(booking.id));
    expect(found!.message.text).toMatch(/When: .+ at 10:00 AM Eastern Time/);
    expect(found!.message.text).toContain('Cancellation policy: you can cancel in Petnest until 24 hours before');
  });

  it('when the company declines or completes, then the owner is told; other statuses only with notify', async () => {
    const declined = await bookService(listed, alice, date);
    await setStatus(declined.id, 'cancelled');
    expectMail(
      await mail(`booking-${declined.id}-1-owner`),
      alice.owner.email,
      'Your Full Groom booking is Cancelled',
      ownerLink(declined.id),
    );
    const done = await bookService(listed, alice, date, { time: '13:00' });
    await setStatus(done.id, 'in_progress');
    expect(await mail(`booking-${done.id}-1-owner`)).toBeUndefined();
    await setStatus(done.id, 'no_show', true);
    expect((await mail(`booking-${done.id}-2-owner`))?.message.subject).toBe('Your Full Groom booking is No Show');
    await setStatus(done.id, 'completed');
    const completed = await mail(`booking-${done.id}-3-owner`);
    expectMail(completed, alice.owner.email, 'Your Full Groom booking is Completed', ownerLink(done.id));
    expect(completed!.message.text).toContain('Review your booking');
  });

  it('when the owner cancels and when he reviews, then the company gets a mail of each', async () => {
    const cancelled = await bookService(listed, alice, date);
    await api('PUT', `/api/pet-owners/bookings/${cancelled.id}/cancel`, { token: alice.owner.idToken });
    expectMail(
      await mail(`booking-${cancelled.id}-1-company`),
      listed.company.email,
      'Booking cancelled: Full Groom for Max',
      companyLink(cancelled.id),
    );

    const reviewed = await bookService(listed, alice, date, { time: '13:00' });
    await setStatus(reviewed.id, 'completed');
    const review = await api('POST', `/api/pet-owners/bookings/${reviewed.id}/review`, {
      token: alice.owner.idToken,
      body: { rating: 5, review: 'Max loved it' },
    });
    expect(review.status).toBe(201);
    const found = await mail(`review-${reviewed.id}-company`);
    expectMail(found, listed.company.email, 'New 5-star review: Full Groom', companyLink(reviewed.id));
    expect(found!.message.text).toContain('"Max loved it"');
    expect((await inbox(listed.company)).notifications.map((item) => item.kind)).toContain('review_received');
  });

  it('when the same event is told again, then the derived id refuses a second mail and in-app item', async () => {
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'confirmed');
    const stored = (await bookingsRepository.get(booking.id))!;
    const replay = db().runTransaction((tx) =>
      tellStatusSet(
        tx,
        stored,
        { status: 'confirmed', note: '' },
        { address: alice.owner.email, takesEmail: true },
        new Date(),
      ),
    );
    await expect(replay).rejects.toThrow(/already exists/i);
    expect(await mailsOf(booking.id)).toEqual([`booking-${booking.id}-0-company`, `booking-${booking.id}-1-owner`]);
    expect((await inbox(alice.owner)).unreadCount).toBe(1);
  });

  it('when the owner cancels again or the cancellation is told again, then the company still has one mail and one item of it', async () => {
    const booking = await bookService(listed, alice, date);
    const cancel = () => api('PUT', `/api/pet-owners/bookings/${booking.id}/cancel`, { token: alice.owner.idToken });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const stored = (await bookingsRepository.get(booking.id))!;
    const replay = db().runTransaction((tx) => tellOwnerCancelled(tx, [stored], companyRecipient(), new Date()));
    await expect(replay).rejects.toThrow(/already exists/i);

    expect(await mailsOf(booking.id)).toEqual([`booking-${booking.id}-0-company`, `booking-${booking.id}-1-company`]);
    expect(await itemIds(listed.company.uid, 'booking_cancelled')).toEqual([`booking-${booking.id}-1`]);
    expect((await inbox(listed.company)).unreadCount).toBe(2);
  });

  it('when the owner reviews again or the review is told again, then the company still has one mail and one item of it', async () => {
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'completed');
    const review = () =>
      api('POST', `/api/pet-owners/bookings/${booking.id}/review`, {
        token: alice.owner.idToken,
        body: { rating: 4, review: 'Good' },
      });
    expect((await review()).status).toBe(201);
    expect((await review()).status).toBe(409);
    const stored = (await bookingsRepository.get(booking.id))!;
    const replay = db().runTransaction((tx) =>
      tellReviewReceived(tx, stored, { rating: 4, review: 'Good' }, companyRecipient(), new Date()),
    );
    await expect(replay).rejects.toThrow(/already exists/i);

    expect((await mailsOf(booking.id)).filter((id) => id.startsWith('review-'))).toEqual([
      `review-${booking.id}-company`,
    ]);
    expect(await itemIds(listed.company.uid, 'review_received')).toEqual([`review-${booking.id}`]);
    expect((await inbox(listed.company)).unreadCount).toBe(2);
  });

  it('when a recipient has email notifications off, then no mail but the in-app item still comes', async () => {
    await emailsOff(alice.owner);
    await emailsOff(listed.company);
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'confirmed');
    expect(await mailsOf(booking.id)).toEqual([]);
    expect((await inbox(alice.owner)).notifications.map((item) => item.title)).toEqual([
      'Booking confirmed: Full Groom',
    ]);
    expect((await inbox(listed.company)).unreadCount).toBe(1);
  });

  it('when the platform switches email off, then no booking event writes a mail', async () => {
    await admin()
      .db.doc('platform/settings')
      .set({ notifications: { emailEnabled: false } }, { merge: true });
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'confirmed');
    await api('PUT', `/api/pet-owners/bookings/${booking.id}/cancel`, { token: alice.owner.idToken });
    expect(await mailsOf(booking.id)).toEqual([]);
    expect((await inbox(alice.owner)).unreadCount).toBe(1);
  });
});
