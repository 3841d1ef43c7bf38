import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@contracts/notifications';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { NotificationBell } from './notification-bell';

const item = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  kind: 'booking_requested',
  title: 'New booking request: Full Groom',
  body: 'Olive Owner booked Full Groom for Max on Dec 1, 2026 at 10:00 AM.',
  link: '/company/dashboard?section=bookings&bookingId=b1',
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt: null,
  ...overrides,
});
const session = fakeSession({ signedIn: true, role: 'pet_company' });

describe('NotificationBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when items are unread, then the bell counts them and an item opens its link and is marked read', async () => {
    const mock = fetchRoutes([
      {
        path: '/api/notifications?limit=8',
        respond: ok({ notifications: [item({}), item({ id: 'n0', title: 'Older', readAt: 'x' })], unreadCount: 1 }),
      },
      { method: 'PUT', path: '/api/notifications/n1/read', respond: ok(item({ readAt: 'now' })) },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoute(<NotificationBell />, {
      session,
      extraRoutes: [{ path: '/company/dashboard', element: <p>Bookings</p> }],
    });
    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    expect(screen.getByRole('menuitem', { name: /Older/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /New booking request: Full Groom \(unread\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=bookings&bookingId=b1'));
    expect(
      mock.mock.calls.some(([input, init]) => String(input) === '/api/notifications/n1/read' && init?.method === 'PUT'),
    ).toBe(true);
  });

  it('when Mark all as read is chosen, then read-all is sent; with nothing unread it is not offered', async () => {
    const mock = fetchRoutes([
      { path: '/api/notifications?limit=8', respond: ok({ notifications: [item({})], unreadCount: 1 }) },
      { method: 'PUT', path: '/api/notifications/read-all', respond: ok({ marked: 1 }) },
    ]);
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, { session });
    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(mock.mock.calls.filter(([input]) => String(input) === '/api/notifications/read-all')).toHaveLength(1),
    );
  });

  it('when there is nothing, then the menu says so', async () => {
    fetchRoutes([{ path: '/api/notifications?limit=8', respond: ok({ notifications: [], unreadCount: 0 }) }]);
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, { session });
    await user.click(await screen.findByRole('button', { name: '0 unread notifications' }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('when there is nothing to tell, then the open bell says so and Escape closes it from its button', async () => {
    fetchRoutes([{ path: '/api/notifications?limit=8', respond: ok({ notifications: [], unreadCount: 0 }) }]);
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, { session });
    const bell = await screen.findByRole('button', { name: '0 unread notifications' });
    await user.click(bell);
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });
});
