import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationsPage } from '../../functions/src/contracts/notifications';
import { admin, api, createUser } from './support/emulators';
import { bookService, checkData, createOwnerWithPet, freshCompanyAndOwnerEachTest } from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();

const inbox = async (token: string, query = '') => {
  const { status, body } = await api('GET', `/api/notifications${query}`, { token });
  expect(status).toBe(200);
  return { page: body.data as NotificationsPage, pagination: body.pagination as { nextCursor: string | null } };
};
const setStatus = (id: string, status: string, notifyCustomer = false) =>
  api('PUT', `/api/bookings/${id}/status`, { token: listed.company.idToken, body: { status, notifyCustomer } });

describe('booking events in the app', () => {
  it('when an owner books, then the company has one unread item that links to the booking, and the owner none', async () => {
    const booking = await bookService(listed, alice, date);
    const { page } = await inbox(listed.company.idToken);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'booking_requested',
        title: 'New booking request: Full Groom',
        link: `/company/dashboard?section=bookings&bookingId=${booking.id}`,
        readAt: null,
      }),
    ]);
    expect(page.notifications[0]!.body).toContain('Olive Owner booked Full Groom for Max on');
    expect((await inbox(alice.owner.idToken)).page).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('when the company confirms, then the owner hears of it once, even when the same change is sent again', async () => {
    const booking = await bookService(listed, alice, date);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const { page } = await inbox(alice.owner.idToken);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications.map((item) => [item.kind, item.title, item.link])).toEqual([
      [
        'booking_status',
        'Booking confirmed: Full Groom',
        `/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`,
      ],
    ]);
  });

  it('when the company moves a booking to in progress without notify, then the owner gets no item; with notify, one', async () => {
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'in_progress');
    expect((await inbox(alice.owner.idToken)).page.unreadCount).toBe(0);
    await setStatus(booking.id, 'no_show', true);
    expect((await inbox(alice.owner.idToken)).page.notifications.map((item) => item.title)).toEqual([
      'Booking no show: Full Groom',
    ]);
  });

  it('when the owner cancels, then the company hears of it', async () => {
    const booking = await bookService(listed, alice, date);
    expect(
      (await api('PUT', `/api/pet-owners/bookings/${booking.id}/cancel`, { token: alice.owner.idToken })).status,
    ).toBe(200);
    const { page } = await inbox(listed.company.idToken);
    expect(page.notifications.map((item) => item.kind)).toEqual(['booking_cancelled', 'booking_requested']);
    expect(page.unreadCount).toBe(2);
  });
});

describe('npm run check-data and the unread counts', () => {
  it('when a badge count disagrees with the unread items, then check-data names it and fails; while it agrees, it passes', async () => {
    await bookService(listed, alice, date);
    const clean = checkData();
    expect(clean.output).toContain('No differences: every invariant holds.');
    expect(clean.status).toBe(0);

    const counts = admin().db.doc(`users/${listed.company.uid}/inbox/counts`);
    await counts.set({ unread: 3 });
    const wrong = checkData();
    expect(wrong.output).toContain(
      `unread notifications: users/${listed.company.uid}/inbox/counts: unread is 3, but 1 notification(s) are unread`,
    );
    expect(wrong.status).toBe(1);
  });
});

describe('reading and marking', () => {
  it('when items are marked read one by one or all at once, then the count follows and reading twice changes nothing', async () => {
    const bob = await createOwnerWithPet('Rex');
    await bookService(listed, alice, date);
    await bookService(listed, bob, date, { time: '11:00' });
    await bookService(listed, alice, date, { time: '14:00' });
    const token = listed.company.idToken;
    const [newest] = (await inbox(token)).page.notifications as [AppNotification];

    const read = await api('PUT', `/api/notifications/${newest.id}/read`, { token });
    expect(read.status).toBe(200);
    expect((read.body.data as AppNotification).readAt).not.toBeNull();
    await api('PUT', `/api/notifications/${newest.id}/read`, { token });
    expect((await inbox(token)).page.unreadCount).toBe(2);

    const all = await api('PUT', '/api/notifications/read-all', { token });
    expect(all.body.data).toEqual({ marked: 2 });
    const { page } = await inbox(token);
    expect(page.unreadCount).toBe(0);
    expect(page.notifications.every((item) => item.readAt !== null)).toBe(true);
  });

  it('when the list is paged, then a cursor leads to the next items, newest first, with nothing twice', async () => {
    const bob = await createOwnerWithPet('Rex');
    await bookService(listed, alice, date);
    await bookService(listed, bob, date, { time: '11:00' });
    await bookService(listed, alice, date, { time: '14:00' });
    const token = listed.company.idToken;
    const first = await inbox(token, '?limit=2');
    expect(first.page.notifications).toHaveLength(2);
    const second = await inbox(token, `?limit=2&cursor=${first.pagination.nextCursor}`);
    expect(second.page.notifications).toHaveLength(1);
    expect(second.pagination.nextCursor).toBeNull();
    const ids = [...first.page.notifications, ...second.page.notifications].map((item) => item.id);
    expect(new Set(ids).size).toBe(3);
    const times = [...first.page.notifications, ...second.page.notifications].map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("when someone marks another user's item, or sends a bad id, limit or cursor, then 404 or 400 and nothing changes", async () => {
    await bookService(listed, alice, date);
    const [item] = (await inbox(listed.company.idToken)).page.notifications as [AppNotification];
    const stranger = await createUser({ role: 'pet_owner' });
    const refused = await api('PUT', `/api/notifications/${item.id}/read`, { token: stranger.idToken });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // A path id that is no document id names nothing: 404 like an unknown one.
    expect((await api('PUT', '/api/notifications/a%20b/read', { token: stranger.idToken })).status).toBe(404);
    expect((await api('GET', '/api/notifications?limit=0', { token: stranger.idToken })).status).toBe(400);
    expect((await api('GET', '/api/notifications?cursor=gone', { token: stranger.idToken })).status).toBe(404);
    expect((await api('GET', '/api/notifications')).status).toBe(401);
    expect((await inbox(listed.company.idToken)).page.unreadCount).toBe(1);
  });

  it('when an owner deletes the account, then the notifications and the count go with it', async () => {
    const booking = await bookService(listed, alice, date);
    await setStatus(booking.id, 'confirmed');
    const uid = alice.owner.uid;
    expect((await admin().db.collection(`users/${uid}/notifications`).get()).size).toBe(1);
    expect((await api('DELETE', '/api/users/me', { token: alice.owner.idToken })).status).toBe(200);
    expect((await admin().db.collection(`users/${uid}/notifications`).get()).size).toBe(0);
    expect((await admin().db.doc(`users/${uid}/inbox/counts`).get()).exists).toBe(false);
  });
});
