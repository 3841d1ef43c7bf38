import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { aBooking } from '@/testing/owner-fixtures';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { BookingsSection } = await import('@/features/owner-dashboard/components/bookings-section');

const DAY = 24 * 60 * 60 * 1000;
/** Start instants relative to the real clock, which the section reads to split Upcoming from Past. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A cat's four nights from Dec 15, 2026, fifteen days ahead. */
const catSuiteStay = (overrides: Parameters<typeof aBooking>[0]) =>
  aBooking({
    id: 'b-stay',
    serviceName: 'Cat Suite Stay',
    bookingMode: 'stay',
    date: '2026-12-15',
    endDate: '2026-12-19',
    nights: 4,
    startAt: inDays(15),
    ...overrides,
  });

const bookings = [
  aBooking({ id: 'b-pending', serviceName: 'Full Groom', status: 'pending', canCancel: true, startAt: inDays(9) }),
  aBooking({ id: 'b-soon', serviceName: 'Nail Trim', status: 'confirmed', canCancel: false, startAt: inDays(2) }),
  aBooking({ id: 'b-done', serviceName: 'Bath & Brush', status: 'completed', canReview: true, startAt: inDays(-3) }),
  aBooking({
    id: 'b-rated',
    serviceName: 'Wellness Exam',
    companyName: 'Downtown Vet Clinic',
    petName: 'Daisy',
    status: 'completed',
    hasRating: true,
    review: { rating: 5, review: 'Great', createdAt: '' },
    startAt: inDays(-30),
  }),
  aBooking({ id: 'b-cancelled', serviceName: '30-Minute Walk', status: 'cancelled', startAt: inDays(5) }),
];

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name.replace('&', '\\&')},`) });

describe('My Bookings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when bookings load, then Cancel shows only where canCancel and Rate & Review only where canReview', async () => {
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok(bookings) }]);
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await screen.findByText('Full Groom');
    expect(within(card('Full Groom')).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(card('Nail Trim')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(card('Bath & Brush')).getByRole('button', { name: 'Rate & Review' })).toBeInTheDocument();
    expect(within(card('Wellness Exam')).queryByRole('button', { name: 'Rate & Review' })).not.toBeInTheDocument();
    expect(within(card('30-Minute Walk')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  });

  it('when bookings load, then Upcoming lists active future ones soonest first with Add to calendar, and Past the rest latest first with Book Again', async () => {
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok(bookings) }]);
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming (2)' });
    const past = screen.getByRole('region', { name: 'Past (3)' });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names(upcoming)).toEqual(['Nail Trim', 'Full Groom']);
    // A cancelled booking is history even when its date is ahead.
    expect(names(past)).toEqual(['30-Minute Walk', 'Bath & Brush', 'Wellness Exam']);
    expect(within(upcoming).getAllByRole('button', { name: 'Add to calendar' })).toHaveLength(2);
    expect(within(upcoming).queryByRole('button', { name: 'Book Again' })).not.toBeInTheDocument();
    expect(within(past).getAllByRole('button', { name: 'Book Again' })).toHaveLength(3);
  });

  it("when a notification's link names a booking far down Past, then Past shows enough to reach it and marks it as the current one", async () => {
    const history = Array.from({ length: 45 }, (_, n) =>
      aBooking({ id: `b-old-${n}`, serviceName: `Walk ${n + 1}`, status: 'completed', startAt: inDays(-1 - n) }),
    );
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok(history) }]);
    renderRoute(<BookingsSection />, {
      session: fakeSession({ signedIn: true }),
      initialEntry: '/?section=bookings&bookingId=b-old-22',
    });
    const linked = await screen.findByRole('article', { name: /^Walk 23,/ });
    expect(linked).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('article', { current: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show more (5 more)' })).toBeInTheDocument();
  });

  it('when the owner has just booked (View booking), then the confirmation shows what, with whom, the policy and what happens next', async () => {
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok(bookings) }]);
    renderRoute(<BookingsSection />, {
      session: fakeSession({ signedIn: true }),
      initialEntry: '/?section=bookings&bookingId=b-pending&booked=1',
    });
    const confirmation = await screen.findByRole('region', { name: 'Booking requested' });
    expect(confirmation).toHaveTextContent('Full Groom for');
    expect(within(confirmation).getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      /confirms or declines your request.*A reminder comes the day before.*Cancellation is free until .* \(24 hours before\)/,
    );
    expect(within(confirmation).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'View all bookings' })).toHaveAttribute(
      'href',
      '/pet-owner/dashboard?section=bookings&bookingId=b-pending',
    );
    // The confirmation is the screen: the list waits behind View all bookings.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('when the owner has just booked a stay, then the confirmation gives its check-in and check-out with the nights', async () => {
    const stay = catSuiteStay({ status: 'pending' });
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok([stay]) }]);
    renderRoute(<BookingsSection />, {
      session: fakeSession({ signedIn: true }),
      initialEntry: '/?section=bookings&bookingId=b-stay&booked=1',
    });
    const confirmation = await screen.findByRole('region', { name: 'Booking requested' });
    const fact = (term: string) => within(confirmation).getByText(term).nextElementSibling?.textContent;
    expect(fact('Check-in')).toMatch(/^Tue, Dec 15, 2026 at /);
    expect(fact('Check-out')).toBe('Sat, Dec 19, 2026 · 4 nights');
    expect(within(confirmation).queryByText('With')).toBeNull();
  });

  it("when the owner opens a stay's cancel dialog, then it names the nights and counts the free cancellation from the check-in", async () => {
    const stay = catSuiteStay({ time: '14:00', status: 'confirmed', canCancel: true });
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok([stay, bookings[0]]) }]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await user.click(
      within(await screen.findByRole('article', { name: /^Cat Suite Stay,/ })).getByRole('button', { name: 'Cancel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking?' });
    expect(dialog).toHaveTextContent(
      'Tue, Dec 15, 2026 to Sat, Dec 19, 2026 · 4 nights, checking in at 2:00 PM. Cancellation is free up to 24 hours before the check-in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await user.click(within(card('Full Groom')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Booking?' })).toHaveTextContent(
      /for Max on Dec 1, 2026 at 10:00 AM\. Cancellation is free up to 24 hours before the appointment\./,
    );
  });

  it('when a status tab or a search is chosen, then the tabs count and the list narrows', async () => {
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: ok(bookings) }]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await screen.findByText('Full Groom');
    expect(screen.getByRole('tab', { name: 'All (5)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Completed (2)' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.type(screen.getByLabelText('Search bookings'), 'daisy');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Wellness Exam')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    expect(screen.getByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/marketplace');
  });

  it('when a cancellation succeeds, then the list reloads and the modal closes', async () => {
    let cancelled = false;
    fetchRoutes([
      {
        path: '/api/pet-owners/bookings',
        respond: () =>
          ok(
            cancelled
              ? bookings.map((b) =>
                  b.id === 'b-pending' ? { ...b, status: 'cancelled' as const, canCancel: false } : b,
                )
              : bookings,
          )(),
      },
      {
        method: 'PUT',
        path: '/api/pet-owners/bookings/b-pending/cancel',
        respond: () => {
          cancelled = true;
          return ok(bookings[0], { message: 'Your booking was cancelled.' })();
        },
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await screen.findByText('Full Groom');
    await user.click(within(card('Full Groom')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('Full Groom')).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Cancelled (2)' })).toBeInTheDocument();
  });

  it('when a booking of a repeat series is cancelled with the following ones, then it says Repeats and the scope is sent', async () => {
    const series = [
      aBooking({ id: 's-1', serviceName: 'Bath & Brush', seriesId: 'series-1', canCancel: true, startAt: inDays(7) }),
      aBooking({ id: 's-2', serviceName: 'Bath & Brush', seriesId: 'series-1', canCancel: true, startAt: inDays(14) }),
    ];
    const fetchMock = fetchRoutes([
      { path: '/api/pet-owners/bookings', respond: ok([bookings[0], ...series]) },
      {
        method: 'PUT',
        path: '/api/pet-owners/bookings/s-1/cancel',
        respond: ok(series[0], { message: 'Your booking was cancelled.' }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming (3)' });
    expect(within(upcoming).getAllByText('Repeats')).toHaveLength(2);
    expect(within(card('Full Groom')).queryByText('Repeats')).not.toBeInTheDocument();

    await user.click(within(within(upcoming).getAllByRole('article')[0]).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking?' });
    const scope = within(dialog).getByRole('group', { name: 'Which appointments?' });
    expect(within(scope).getByRole('radio', { name: 'Only this appointment' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: 'This and the following ones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PUT', '/api/pet-owners/bookings/s-1/cancel')).toEqual({ scope: 'following' });
  });

  it('when a single booking is cancelled, then no choice is offered and no body is sent', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/pet-owners/bookings', respond: ok(bookings) },
      { method: 'PUT', path: '/api/pet-owners/bookings/b-pending/cancel', respond: ok(bookings[0]) },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await screen.findByText('Full Groom');
    await user.click(within(card('Full Groom')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(init?.body).toBeUndefined();
  });

  it('when the cancellation is refused, then the server message shows in the modal', async () => {
    fetchRoutes([
      { path: '/api/pet-owners/bookings', respond: ok(bookings) },
      {
        method: 'PUT',
        path: '/api/pet-owners/bookings/b-pending/cancel',
        respond: failure(409, 'CANCELLATION_CLOSED', 'Bookings can be cancelled up to 24 hours before they start.'),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    await user.click(
      within(await screen.findByRole('article', { name: /^Full Groom,/ })).getByRole('button', { name: 'Cancel' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(
      await within(dialog).findByText('Bookings can be cancelled up to 24 hours before they start.'),
    ).toBeInTheDocument();
  });

  it('when the list cannot load, then "Failed to load bookings" with Try Again', async () => {
    fetchRoutes([{ path: '/api/pet-owners/bookings', respond: failure(500, 'INTERNAL', 'boom') }]);
    renderRoute(<BookingsSection />, { session: fakeSession({ signedIn: true }) });
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
