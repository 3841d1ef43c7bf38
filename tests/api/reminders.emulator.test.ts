// Issue 22 section 1: a reminder about a day before each confirmed appointment or check-in, from an hourly job
// tested with a controlled clock (docs/decisions/0097-reminders-and-jobs.md).
import { describe, expect, it } from 'vitest';
import type { NotificationsPage } from '../../functions/src/contracts/notifications';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { fixedClock } from '../../functions/src/core/clock';
import { sendBookingReminders } from '../../functions/src/modules/bookings';
import { admin, api } from './support/emulators';
import { addBoardingService, bookService, freshCompanyAndOwnerEachTest, weekdayAfter } from './support/fixtures';

const { listed, alice, startAfresh } = freshCompanyAndOwnerEachTest();
const HOUR = 60 * 60 * 1000;

/** A booking of Alice's (10:00 unless `overrides` say otherwise), confirmed unless told otherwise, and its stored start. */
async function booked(
  status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed',
  overrides: Record<string, unknown> = {},
) {
  const { id } = await bookService(listed, alice, weekdayAfter(3), overrides);
  if (status !== 'pending') {
    const changed = await api('PUT', `/api/bookings/${id}/status`, {
      token: listed.company.idToken,
      body: { status, notifyCustomer: false },
    });
    expect(changed.status).toBe(200);
  }
  const startAt = ((await admin().db.doc(`bookings/${id}`).get()).get('startAt') as { toDate(): Date }).toDate();
  return { id, startAt };
}

const hoursBefore = (startAt: Date, hours: number) =>
  fixedClock(new Date(startAt.getTime() - hours * HOUR).toISOString());
const remindersOf = async (bookingId: string) =>
  (await admin().db.collection('mail').where('topic.bookingId', '==', bookingId).get()).docs
    .filter((doc) => doc.get('topic.kind') === 'booking_reminder')
    .map((doc) => ({
      id: doc.id,
      to: doc.get('to') as string,
      subject: doc.get('message.subject') as string,
      text: doc.get('message.text') as string,
    }));
const itemsOf = async (uid: string) =>
  (await admin().db.collection(`users/${uid}/notifications`).get()).docs
    .filter((doc) => doc.get('kind') === 'booking_reminder')
    .map((doc) => doc.id);
const saveSettings = async (settings: Partial<typeof defaultUserSettings>) =>
  expect(
    (
      await api('PUT', '/api/users/me/settings', {
        token: alice.owner.idToken,
        body: { ...defaultUserSettings, ...settings },
      })
    ).status,
  ).toBe(200);

describe('the booking reminders job', () => {
  it('when a confirmed booking starts within 24 hours, then one reminder by email and in the app, however often the job runs', async () => {
    const { id, startAt } = await booked();
    expect(await sendBookingReminders(hoursBefore(startAt, 25))).toBe(0);
    expect(await sendBookingReminders(hoursBefore(startAt, 23))).toBe(1);
    const [first, second] = await Promise.all([
      sendBookingReminders(hoursBefore(startAt, 22)),
      sendBookingReminders(hoursBefore(startAt, 22)),
    ]);
    expect(first + second).toBe(0);
    const mails = await remindersOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(alice.owner.email);
    expect(mails[0].subject).toMatch(/^Reminder: Full Groom for Max on /);
    expect(await itemsOf(alice.owner.uid)).toEqual([mails[0].id.replace(/-owner$/, '')]);
    const inbox = await api('GET', '/api/notifications', { token: alice.owner.idToken });
    expect((inbox.body.data as NotificationsPage).notifications[0]).toMatchObject({
      kind: 'booking_reminder',
      link: `/pet-owner/dashboard?section=bookings&bookingId=${id}`,
    });
  });

  it('when a run comes late, then the booking is still reminded before it starts, and never after', async () => {
    const { id, startAt } = await booked();
    expect(await sendBookingReminders(hoursBefore(startAt, 2))).toBe(1);
    expect(await remindersOf(id)).toHaveLength(1);
    const other = await booked('confirmed', { time: '14:00' });
    expect(await sendBookingReminders(hoursBefore(other.startAt, -1))).toBe(0);
    expect(await remindersOf(other.id)).toEqual([]);
  });

  it('when a booking is pending or cancelled, then no reminder', async () => {
    const pending = await booked('pending');
    const cancelled = await booked('cancelled', { time: '14:00' });
    expect(await sendBookingReminders(hoursBefore(pending.startAt, 23))).toBe(0);
    expect(await remindersOf(pending.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
  });

  it('when a reminded booking moves to another start, then the new start is reminded once more', async () => {
    const { id, startAt } = await booked();
    expect(await sendBookingReminders(hoursBefore(startAt, 23))).toBe(1);
    const moved = new Date(startAt.getTime() + HOUR);
    await admin().db.doc(`bookings/${id}`).update({ startAt: moved });
    expect(await sendBookingReminders(hoursBefore(moved, 23))).toBe(1);
    expect(await sendBookingReminders(hoursBefore(moved, 20))).toBe(0);
    expect(await remindersOf(id)).toHaveLength(2);
  });

  it('when a booking moves away and back to a start it was reminded of, then the job only marks it and still reminds the others', async () => {
    const { id, startAt } = await booked();
    expect(await sendBookingReminders(hoursBefore(startAt, 23))).toBe(1);
    // Reminded of the other start meanwhile, then moved back: the reminder of this start exists already.
    await admin()
      .db.doc(`bookings/${id}`)
      .update({ remindedFor: new Date(startAt.getTime() + HOUR) });
    const other = await booked('confirmed', { time: '14:00' });
    // 19 hours before 10:00, the 14:00 booking is within 24 hours too.
    expect(await sendBookingReminders(hoursBefore(startAt, 19))).toBe(1);
    expect(await remindersOf(id)).toHaveLength(1);
    expect(await remindersOf(other.id)).toHaveLength(1);
    expect(await sendBookingReminders(hoursBefore(startAt, 18))).toBe(0);
  });

  it('when the owner switched reminders off, then none; with email off, then in the app only', async () => {
    await saveSettings({ bookingReminders: false });
    const quiet = await booked();
    expect(await sendBookingReminders(hoursBefore(quiet.startAt, 23))).toBe(0);
    expect(await remindersOf(quiet.id)).toEqual([]);
    expect(await itemsOf(alice.owner.uid)).toEqual([]);

    await startAfresh();
    await saveSettings({ emailNotifications: false });
    const inAppOnly = await booked();
    expect(await sendBookingReminders(hoursBefore(inAppOnly.startAt, 23))).toBe(1);
    expect(await remindersOf(inAppOnly.id)).toEqual([]);
    expect(await itemsOf(alice.owner.uid)).toHaveLength(1);
  });
});

describe('the booking reminders job and stays', () => {
  it('when a confirmed stay checks in within 24 hours, then one reminder of the check-in however often the job runs; the stay cancelled before it gets none', async () => {
    const serviceId = await addBoardingService(listed);
    const stay = { serviceId, endDate: weekdayAfter(7) };
    // Confirmed, then cancelled by the owner: the pet is free again for the same nights.
    const cancelled = await booked('confirmed', stay);
    const cancel = await api('PUT', `/api/pet-owners/bookings/${cancelled.id}/cancel`, { token: alice.owner.idToken });
    expect(cancel.status).toBe(200);
    const { id, startAt } = await booked('confirmed', stay);
    expect(startAt).toEqual(cancelled.startAt);

    expect(await sendBookingReminders(hoursBefore(startAt, 25))).toBe(0);
    expect(await sendBookingReminders(hoursBefore(startAt, 23))).toBe(1);
    expect(await sendBookingReminders(hoursBefore(startAt, 22))).toBe(0);
    const mails = await remindersOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(alice.owner.email);
    expect(mails[0].subject).toMatch(/^Reminder: Overnight Boarding for Max on .+ at 10:00 AM$/);
    expect(mails[0].text).toContain('Your stay starts soon');
    expect(await itemsOf(alice.owner.uid)).toEqual([mails[0].id.replace(/-owner$/, '')]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
  });
});
