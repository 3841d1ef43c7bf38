import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsOverview, PerformanceAnalytics, RevenueAnalytics } from '@contracts/analytics';
import { aPlan } from '@/features/company-dashboard/testing/operations-fixtures';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { AnalyticsSection } = await import('./analytics-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });
const trends = (months: number, revenue = 100) =>
  Array.from({ length: months }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    revenue: revenue * (index + 1),
    bookings: index + 1,
  }));
const overview = (months: number, overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview => ({
  months,
  period: { kind: 'months', months },
  totalRevenue: 2100,
  revenueGrowth: 12.5,
  totalBookings: 21,
  bookingGrowth: null,
  averageRating: 4.6,
  totalReviews: 8,
  newCustomers: 5,
  returningCustomers: 3,
  monthlyTrends: trends(months),
  popularServices: [{ id: 's1', name: 'Full Groom', bookings: 12, revenue: 780 }],
  ...overrides,
});
const revenue: RevenueAnalytics = {
  months: 6,
  period: { kind: 'months', months: 6 },
  monthlyRevenue: 600,
  yearlyRevenue: 5000,
  revenueGrowth: -3,
  totalRevenue: 2100,
  totalBookings: 21,
  monthlyTrends: trends(6),
};
const performance: PerformanceAnalytics = {
  months: 6,
  period: { kind: 'months', months: 6 },
  bookingConversionRate: 92.3,
  customerSatisfactionScore: 88,
  averageResponseTime: 3.5,
  serviceCompletionRate: null,
};

function routes(plan: 'starter' | 'professional' = 'professional', extra: Parameters<typeof fetchRoutes>[0] = []) {
  return fetchRoutes([
    ...extra,
    { path: '/api/subscription', respond: ok(aPlan(plan)) },
    { path: /^\/api\/analytics\/overview\?months=(6|12)$/, respond: ok(overview(6)) },
    { path: '/api/analytics/revenue?months=6', respond: ok(revenue) },
    {
      path: '/api/analytics/services?months=6',
      respond: ok([
        {
          id: 's1',
          name: 'Full Groom',
          category: 'grooming',
          totalBookings: 12,
          totalRevenue: 780,
          averageRating: null,
          bookingTrend: 'up',
          bookingTrendPercentage: 20,
        },
      ]),
    },
    { path: '/api/analytics/performance?months=6', respond: ok(performance) },
  ]);
}

describe('Analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when 1Y is pressed, then the overview is asked for 12 months', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderRoute(<AnalyticsSection />, { session });
    expect(await screen.findByText('$2,100.00')).toBeInTheDocument();
    expect(screen.getByText('+12.5% on the period before · Last 6 months')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly revenue, last 6 months' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^6M/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^1Y/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics/overview?months=12'),
    );
    expect(screen.getByRole('button', { name: /^1Y/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when the overview shows, then new and returning customers of the range and the all-time rating say their period', async () => {
    routes();
    renderRoute(<AnalyticsSection />, { session });
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')!;
    await screen.findByText('$2,100.00');
    expect(within(card('New customers')).getByText('5')).toBeInTheDocument();
    expect(within(card('New customers')).getByText('3 returning · Last 6 months')).toBeInTheDocument();
    expect(within(card('Average rating')).getByText('8 reviews · All time')).toBeInTheDocument();
  });

  it("when there is no revenue and no service, then the spec's empty displays show", async () => {
    fetchRoutes([
      { path: '/api/subscription', respond: ok(aPlan('professional')) },
      {
        path: '/api/analytics/overview?months=6',
        respond: ok(overview(6, { totalRevenue: 0, monthlyTrends: trends(6, 0), popularServices: [] })),
      },
      { path: '/api/analytics/services?months=6', respond: ok([]) },
    ]);
    const user = userEvent.setup();
    renderRoute(<AnalyticsSection />, { session });
    expect(await screen.findByText('No revenue data available')).toBeInTheDocument();
    expect(screen.getByText('No services data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByText('No service analytics available')).toBeInTheDocument();
  });

  it('when each tab opens, then its numbers show: revenue chart, services table, performance measures', async () => {
    routes();
    const user = userEvent.setup();
    renderRoute(<AnalyticsSection />, { session });
    await screen.findByText('$2,100.00');
    await user.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect(await screen.findByRole('table', { name: 'Revenue by month, last 6 months' })).toBeInTheDocument();
    expect(screen.getByText('-3% on the period before')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    const table = await screen.findByRole('table', { name: 'Service analytics, last 6 months (ratings all time)' });
    expect(within(table).getByText('Up +20%')).toBeInTheDocument();
    expect(within(table).getByText('No reviews yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect((await screen.findAllByText('92.3%')).length).toBeGreaterThan(0);
    expect(screen.getByText('Bookings kept', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Bookings not cancelled, of all bookings made · Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('3.5 hours')).toBeInTheDocument();
    expect(screen.getAllByText('Not enough data').length).toBeGreaterThan(0);
  });

  it('when the plan has no advanced analytics, then Revenue asks for an upgrade instead of calling the API', async () => {
    const fetchMock = routes('starter');
    const user = userEvent.setup();
    renderRoute(<AnalyticsSection />, { session });
    await screen.findByText('$2,100.00');
    await user.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/analytics/revenue?months=6');
  });

  it('when a load fails, then the empty display shows with Try Again', async () => {
    routes('professional', [{ path: '/api/analytics/overview?months=6', respond: failure(500, 'INTERNAL', 'x') }]);
    renderRoute(<AnalyticsSection />, { session });
    expect(await screen.findByText('No revenue data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
