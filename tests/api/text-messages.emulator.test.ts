// Issue 25, "every control acts": the /settings SMS choice sends the owner's booking events as text messages, beside
// the mail and the in-app item, at ids derived from the event (docs/decisions/0111-text-messages.md).
import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { fixedClock } from '../../functions/src/core/clock';
import { sendBookingReminders } from '../../functions/src/modules/bookings';
import { admin, api } from './support/emulators';
import { bookService, freshCompanyAndOwnerEachTest, weekdayAfter } from './support/fixtures';

const { listed, alice } = freshCompanyAndOwnerEachTest();
const PHONE = '+1 555 0100';

const textsOf = async (bookingId: string) =>
  (await admin().db.collection('messages').where('topic.bookingId', '==', bookingId).get()).docs.map((doc) => ({
    id: doc.id,
    to: doc.get('to') as string,
    body: doc.get('body') as string,
  }));
const setStatus = (id: string, status: string) =>
  api('PUT', `/api/bookings/${id}/status`, {
    token: listed.company.idToken,
    body: { status, notifyCustomer: false },
  });

async function ownerChooses({ sms, phone }: { sms: boolean; phone: string }) {
  const profile = await api('PUT', '/api/pet-owners/profile', {
    token: alice.owner.idToken,
    body: { name: 'Alice Owner', phone },
  });
  expect(profile.status).toBe(200);
  const settings = await api('PUT', '/api/users/me/settings', {
    token: alice.owner.idToken,
    body: { ...defaultUserSettings, smsNotifications: sms },
  });
  expect(settings.status).toBe(200);
}

describe('text messages', () => {
  it('when an owner with a phone ticks SMS, then a confirmation and the reminder reach him by text, each once', async () => {
    await ownerChooses({ sms: true, phone: PHONE });
    const booking = await bookService(listed, alice, weekdayAfter(3));
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const link = `/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`;
    expect(await textsOf(booking.id)).toEqual([
      {
        id: `booking-${booking.id}-1-owner-sms`,
        to: PHONE,
        body: expect.stringMatching(/^Petnest: Booking confirmed: Full Groom\. .+ set your booking for Max on /),
      },
    ]);
    expect((await textsOf(booking.id))[0].body).toContain(link);

    const startAt = (
      (await admin().db.doc(`bookings/${booking.id}`).get()).get('startAt') as { toDate(): Date }
    ).toDate();
    const dayBefore = fixedClock(new Date(startAt.getTime() - 23 * 60 * 60 * 1000).toISOString());
    expect(await sendBookingReminders(dayBefore)).toBe(1);
    expect(await sendBookingReminders(dayBefore)).toBe(0);
    const reminders = (await textsOf(booking.id)).filter((text) => text.body.startsWith('Petnest: Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].to).toBe(PHONE);
  });

  it('when the owner leaves SMS off, or has no phone, then no text is written; the mail and the app item still come', async () => {
    await ownerChooses({ sms: false, phone: PHONE });
    const quietDate = weekdayAfter(3);
    const quiet = await bookService(listed, alice, quietDate);
    await setStatus(quiet.id, 'confirmed');
    expect(await textsOf(quiet.id)).toEqual([]);
    expect((await admin().db.doc(`mail/booking-${quiet.id}-1-owner`).get()).exists).toBe(true);

    await ownerChooses({ sms: true, phone: '' });
    // The weekday after the first: weekdayAfter(4) falls on the same Monday when today is a Wednesday.
    const noPhone = await bookService(listed, alice, weekdayAfter(1, new Date(`${quietDate}T12:00:00Z`)));
    await setStatus(noPhone.id, 'confirmed');
    expect(await textsOf(noPhone.id)).toEqual([]);
  });

  it('when the platform switches SMS off, then no text is written', async () => {
    await ownerChooses({ sms: true, phone: PHONE });
    await admin()
      .db.doc('platform/settings')
      .set({ notifications: { smsEnabled: false } }, { merge: true });
    const booking = await bookService(listed, alice, weekdayAfter(3));
    await setStatus(booking.id, 'confirmed');
    expect(await textsOf(booking.id)).toEqual([]);
  });
});
