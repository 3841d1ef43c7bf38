import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAgenda } from '@contracts/company-bookings';
import { emptyDashboardStats } from '@/features/company-dashboard/api/company-dashboard';
import { aDashboardStats } from '@/features/company-dashboard/testing/company-fixtures';
import { aCompanyBooking } from '@/features/company-dashboard/testing/operations-fixtures';
import { bodyOf, failure, fetchRoutes, ok, type FetchRoute } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { OverviewSection } = await import('@/features/company-dashboard/components/overview/overview-section');

const statValue = (label: string) => screen.getByText(label).closest('dl')?.querySelector('dd');
const session = fakeSession({ signedIn: true, role: 'pet_company' });
const quietDay: CompanyAgenda = {
  timeZone: 'America/Chicago',
  today: { date: '2026-11-26', bookings: [], checkOuts: [], truncated: false },
  nextDay: { date: '2026-11-27', bookings: [], checkOuts: [], truncated: false },
  pending: { bookings: [], total: 0 },
};
const agendaRoute = (agenda: CompanyAgenda = quietDay): FetchRoute => ({
  path: '/api/bookings/agenda',
  respond: ok(agenda),
});

describe('company overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the day is still loading, then the page waits as one placeholder, and the panels show with the day', async () => {
    let answerDay: (response: Response) => void = () => undefined;
    fetchRoutes([
      { path: '/api/bookings/agenda', respond: () => new Promise<Response>((resolve) => (answerDay = resolve)) },
      { path: '/api/companies/stats', respond: ok(aDashboardStats()) },
      { path: '/api/companies/dashboard-data?months=6', respond: ok({ monthlyEarnings: [], recentBookings: [] }) },
    ]);
    renderRoute(<OverviewSection />, { session });
    expect(await screen.findByText('Loading your day')).toBeInTheDocument();
    expect(screen.queryByText('Total bookings')).not.toBeInTheDocument();

    answerDay(ok(quietDay)());
    expect(await screen.findByRole('heading', { name: 'Your day' })).toBeInTheDocument();
    expect(screen.getByText('Total bookings')).toBeInTheDocument();
    expect(screen.queryByText('Loading your day')).not.toBeInTheDocument();
  });

  it('when the data loads, then the four cards, the earnings table and the recent bookings show', async () => {
    fetchRoutes([
      agendaRoute(),
      {
        path: '/api/companies/stats',
        respond: ok(aDashboardStats()),
      },
      {
        path: '/api/companies/dashboard-data?months=6',
        respond: ok({
          monthlyEarnings: [
            { month: '2026-10', earnings: 800 },
            { month: '2026-11', earnings: 1234.5 },
          ],
          recentBookings: [
            {
              id: 'b1',
              petOwnerName: 'Olivia Owner',
              status: 'confirmed',
              serviceName: 'Full Groom',
              petName: 'Max',
              date: '2026-11-27',
              time: '10:00',
              bookingMode: 'appointment',
              endDate: null,
              nights: null,
              amount: 65,
              createdAt: '2026-11-24T15:30:00.000Z',
              timeZone: 'America/Chicago',
            },
            {
              id: 'b2',
              petOwnerName: 'Noah Patel',
              status: 'pending',
              serviceName: 'Cat Suite Stay',
              petName: 'Milo',
              date: '2026-12-14',
              time: '14:00',
              bookingMode: 'stay',
              endDate: '2026-12-17',
              nights: 3,
              amount: 156,
              createdAt: '2026-11-23T14:30:00.000Z',
              timeZone: 'America/Chicago',
            },
          ],
        }),
      },
    ]);
    renderRoute(<OverviewSection />, { session });
    expect(await screen.findByText('Full Groom')).toBeInTheDocument();
    expect(statValue('Total bookings')).toHaveTextContent('48');
    expect(statValue('Revenue this month')).toHaveTextContent('$1,234.50');
    expect(statValue('Average rating')).toHaveTextContent('4.6');
    expect(statValue('New customers')).toHaveTextContent('3');
    // Each card says its period (contracts/metrics.ts): customers over the Analytics' default 6 months.
    expect(screen.getByText('7 returning · Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('12 reviews · All time')).toBeInTheDocument();
    expect(screen.getByText('This month · completed bookings')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly earnings, last 6 months' })).toHaveTextContent(
      'Nov 2026$1,234.50',
    );
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Nov 27, 2026 at 10:00 AM')).toBeInTheDocument();
    // A stay gives its nights, not a start time like an appointment's.
    expect(screen.getByText('Mon, Dec 14, 2026 to Thu, Dec 17, 2026 · 3 nights')).toBeInTheDocument();
    // When it was made, on the company's clock like its appointment (15:30 UTC is 9:30 in Chicago), whatever the viewer's.
    expect(screen.getByText('Booked Nov 24, 2026, 9:30 AM')).toBeInTheDocument();
  });

  it('when 12 months are chosen, then the data is asked for 12 months', async () => {
    const mock = fetchRoutes([
      agendaRoute(),
      {
        path: '/api/companies/stats',
        respond: ok(emptyDashboardStats),
      },
      {
        path: /^\/api\/companies\/dashboard-data\?months=(6|12)$/,
        respond: ok({ monthlyEarnings: [], recentBookings: [] }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<OverviewSection />, { session });
    await screen.findByText(/No earnings to show yet/);
    expect(statValue('Average rating')).toHaveTextContent('No reviews yet');
    await user.selectOptions(screen.getByLabelText('Period'), '12');
    await waitFor(() =>
      expect(mock.mock.calls.map(([input]) => String(input))).toContain('/api/companies/dashboard-data?months=12'),
    );
  });

  it('when both calls fail, then the overview silently shows zero stats and empty earnings', async () => {
    fetchRoutes([
      agendaRoute(),
      { path: '/api/companies/stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/dashboard-data?months=6', respond: failure(500, 'INTERNAL', 'boom') },
    ]);
    renderRoute(<OverviewSection />, { session });
    expect(await screen.findByText(/No earnings to show yet/)).toBeInTheDocument();
    expect(statValue('Total bookings')).toHaveTextContent('0');
    expect(statValue('Revenue this month')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("when the day loads, then today's and tomorrow's appointments come first in time order, and a pending request is confirmed with one click", async () => {
    const morning = aCompanyBooking({
      id: 'b-1',
      date: '2026-11-26',
      time: '09:30',
      petName: 'Max',
      status: 'confirmed',
    });
    const request = aCompanyBooking({
      id: 'b-2',
      date: '2026-11-26',
      time: '14:00',
      petName: 'Rex',
      serviceName: 'Bath',
      employeeName: 'Sarah Groomer',
      status: 'pending',
    });
    const nextDay = aCompanyBooking({
      id: 'b-3',
      date: '2026-11-27',
      time: '11:00',
      petName: 'Luna',
      status: 'pending',
    });
    const stay = aCompanyBooking({
      id: 'b-5',
      date: '2026-12-15',
      time: '13:30',
      petName: 'Mochi',
      serviceName: 'Cat Suite',
      bookingMode: 'stay',
      endDate: '2026-12-18',
      nights: 3,
      status: 'pending',
    });
    const leaving = aCompanyBooking({
      id: 'b-6',
      date: '2026-11-23',
      time: '10:00',
      petName: 'Coco',
      serviceName: 'Overnight Boarding',
      bookingMode: 'stay',
      endDate: '2026-11-26',
      nights: 3,
      status: 'in_progress',
    });
    const mock = fetchRoutes([
      agendaRoute({
        ...quietDay,
        today: { ...quietDay.today, bookings: [morning, request], checkOuts: [leaving] },
        nextDay: { ...quietDay.nextDay, bookings: [nextDay] },
        pending: { bookings: [request, nextDay, stay], total: 4 },
      }),
      { method: 'PUT', path: '/api/bookings/b-2/status', respond: ok({ ...request, status: 'confirmed' }) },
      { path: '/api/companies/stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/dashboard-data?months=6', respond: failure(500, 'INTERNAL', 'boom') },
    ]);
    const user = userEvent.setup();
    renderRoute(<OverviewSection />, { session });
    const today = await screen.findByRole('region', { name: /^Today/ });
    expect(
      within(within(today).getAllByRole('list')[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '9:30 AMMax · Olivia OwnerFull Groom · UnassignedConfirmed',
      '2:00 PMRex · Olivia OwnerBath · Sarah GroomerPending',
    ]);
    // Stays leaving today follow the day's appointments.
    expect(
      within(within(today).getByRole('list', { name: 'Check-outs' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Coco · Olivia OwnerOvernight Boarding · 3 nightsIn Progress']);
    expect(within(screen.getByRole('region', { name: /^Tomorrow/ })).getByText(/^Luna/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /^Tomorrow/ })).queryByRole('list', { name: 'Check-outs' }),
    ).toBeNull();
    // The day comes before the figures.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Your day', 'Needs an answer4 pending']);
    const requests = screen.getByRole('region', { name: /^Needs an answer/ });
    // Each request names who would do it, or a stay's nights.
    expect(within(requests).getByText(/^Bath · /)).toHaveTextContent(
      /^Bath · Thu, Nov 26, 2026, 2:00 PM · Sarah Groomer$/,
    );
    expect(within(requests).getByText(/^Cat Suite · /)).toHaveTextContent(
      /^Cat Suite · Tue, Dec 15, 2026, 1:30 PM · 3 nights$/,
    );
    await user.click(within(requests).getByRole('button', { name: /^Confirm Rex, / }));
    expect(await screen.findByText("Rex's Bath is Confirmed.")).toBeInTheDocument();
    expect(bodyOf(mock, 'PUT', '/api/bookings/b-2/status')).toEqual({ status: 'confirmed', notifyCustomer: true });
  });

  it('when the next day the company works is not tomorrow (a Friday), then it is the next working day', async () => {
    const monday = aCompanyBooking({ id: 'b-4', date: '2026-11-30', time: '10:00', petName: 'Bella' });
    fetchRoutes([
      agendaRoute({
        ...quietDay,
        today: { ...quietDay.today, date: '2026-11-27' },
        nextDay: { date: '2026-11-30', bookings: [monday], checkOuts: [], truncated: false },
      }),
      { path: '/api/companies/stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/dashboard-data?months=6', respond: failure(500, 'INTERNAL', 'boom') },
    ]);
    renderRoute(<OverviewSection />, { session });
    const next = await screen.findByRole('region', { name: /^Next working day/ });
    expect(next).toHaveTextContent('Mon, Nov 30, 2026');
    expect(within(next).getByText(/^Bella/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Tomorrow/ })).not.toBeInTheDocument();
  });

  it('when the day cannot load, then it says so with Try Again and the figures still show', async () => {
    fetchRoutes([
      { path: '/api/bookings/agenda', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/dashboard-data?months=6', respond: failure(500, 'INTERNAL', 'boom') },
    ]);
    renderRoute(<OverviewSection />, { session });
    expect((await screen.findAllByText('Failed to load your day')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
    expect(await screen.findByText(/No earnings to show yet/)).toBeInTheDocument();
  });
});
