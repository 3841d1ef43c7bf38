import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyOverviewPeriods } from '@contracts/metrics';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { OverviewSection } = await import('@/features/company-dashboard/components/overview/overview-section');

const statValue = (label: string) => screen.getByText(label).closest('dl')?.querySelector('dd');
const session = fakeSession({ signedIn: true, role: 'pet_company' });

describe('company overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the data loads, then the four cards, the earnings table and the recent bookings show', async () => {
    fetchRoutes([
      {
        path: '/api/companies/stats',
        respond: ok({
          periods: companyOverviewPeriods,
          totalBookings: 48,
          monthlyRevenue: 1234.5,
          averageRating: 4.6,
          newCustomers: 3,
          returningCustomers: 7,
          totalReviews: 12,
        }),
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
              amount: 65,
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
  });

  it('when 12 months are chosen, then the data is asked for 12 months', async () => {
    const mock = fetchRoutes([
      {
        path: '/api/companies/stats',
        respond: ok({
          periods: companyOverviewPeriods,
          totalBookings: 0,
          monthlyRevenue: 0,
          averageRating: 0,
          newCustomers: 0,
          returningCustomers: 0,
          totalReviews: 0,
        }),
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
      { path: '/api/companies/stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/companies/dashboard-data?months=6', respond: failure(500, 'INTERNAL', 'boom') },
    ]);
    renderRoute(<OverviewSection />, { session });
    expect(await screen.findByText(/No earnings to show yet/)).toBeInTheDocument();
    expect(statValue('Total bookings')).toHaveTextContent('0');
    expect(statValue('Revenue this month')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
