import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlatformSettings } from '@contracts/platform-settings';
import { superadminMessages, type PlatformAnalytics, type Report, type Timeframe } from '@contracts/superadmin';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { AnalyticsSection } = await import('./analytics-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const status = ok({
  maintenanceMode: false,
  allowNewRegistrations: true,
  allowedDomains: [],
  sessionTimeout: 30,
  passwordPolicy: defaultPlatformSettings.security,
});

function analyticsFor(timeframe: Timeframe, totalBookings: number): PlatformAnalytics {
  return {
    timeframe,
    period: { kind: 'months', months: 6 },
    platformStats: {
      totalUsers: 50,
      totalPetOwners: 40,
      totalCompanies: 10,
      totalRevenue: 9000,
      totalBookings,
      averageRating: 4.5,
      revenueThisMonth: 1200,
      averageBookingValue: 60,
    },
    userGrowth: [
      { month: '2026-10', users: 4, companies: 1, revenue: 800, bookings: 12 },
      { month: '2026-11', users: 6, companies: 2, revenue: 1200, bookings: 20 },
    ],
    revenueData: [
      { month: '2026-11', revenue: 1200 },
      { month: '2026-10', revenue: 800 },
    ],
    topCompanies: [{ id: 'c1', name: 'Happy Paws Grooming', bookings: 30, revenue: 2400, rating: 4.8 }],
    recentActivity: [],
    revenueByCategory: [
      { category: 'grooming', label: 'Grooming', revenue: 1500, share: 0.75 },
      { category: 'vet', label: 'Veterinary', revenue: 500, share: 0.25 },
    ],
    kpis: [
      {
        id: 'completionRate',
        label: 'Completion rate',
        value: 92.5,
        unit: 'percent',
        period: { kind: 'months', months: 6 },
      },
      {
        id: 'acquisitionCost',
        label: 'Customer acquisition cost',
        value: null,
        unit: 'usd',
        period: { kind: 'months', months: 6 },
        reason: 'Needs marketing spend data',
      },
    ],
  };
}

const analyticsRoute = { path: /^\/api\/superadmin\/analytics\?/, respond: ok(analyticsFor('6months', 48)) };
const analyticsUrls = (mock: ReturnType<typeof fetchRoutes>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/analytics'));

describe('AnalyticsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the timeframe changes, then the analytics are asked again with it, and the URL keeps it', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/superadmin/analytics?timeframe=6months', respond: ok(analyticsFor('6months', 48)) },
      { path: '/api/superadmin/analytics?timeframe=1year', respond: ok(analyticsFor('1year', 310)) },
      { path: '/api/platform/status', respond: status },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoute(<AnalyticsSection />, {
      session,
      path: '/admin/dashboard',
      initialEntry: '/admin/dashboard?section=analytics',
    });
    expect(await screen.findByText('48')).toBeInTheDocument();
    expect(screen.getByText('40 pet owners, 10 companies · All time')).toBeInTheDocument();
    expect(screen.getByText('$60.00 per completed booking · Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('Last 6 months · rating 4.5 out of 5.0 (all time)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Timeframe'), '1year');
    expect(await screen.findByText('310')).toBeInTheDocument();
    expect(analyticsUrls(fetchMock)).toEqual([
      '/api/superadmin/analytics?timeframe=6months',
      '/api/superadmin/analytics?timeframe=1year',
    ]);
    expect(router.state.location.search).toBe('?section=analytics&timeframe=1year');
  });

  it('when a KPI has no value, then it says why and shows no number; categories and the ranking come from the data', async () => {
    fetchRoutes([analyticsRoute, { path: '/api/platform/status', respond: status }]);
    renderRoute(<AnalyticsSection />, { session });
    const kpis = await screen.findByRole('region', { name: 'Key Performance Indicators' });
    const missing = (await within(kpis).findByText('Customer acquisition cost')).closest('li') as HTMLElement;
    expect(missing).toHaveTextContent('Not available');
    expect(missing).toHaveTextContent('Needs marketing spend data');
    expect(missing).not.toHaveTextContent('$');
    expect(within(kpis).getByText('92.5%')).toBeInTheDocument();
    expect(within(kpis).getByText('Completed, of bookings not cancelled · Last 6 months')).toBeInTheDocument();
    expect(screen.getByText('Grooming')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Top Companies' })).getByText('Happy Paws Grooming'),
    ).toBeInTheDocument();
  });

  it('when the analytics cannot load, then "Failed to Load Analytics" with Retry', async () => {
    fetchRoutes([
      { path: /^\/api\/superadmin\/analytics\?/, respond: failure(500, 'INTERNAL', 'x') },
      { path: '/api/platform/status', respond: status },
    ]);
    renderRoute(<AnalyticsSection />, { session });
    expect(await screen.findByText(superadminMessages.analyticsFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(superadminMessages.analyticsFailedText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when a report is generated, then the spec\'s message with its time and a view of its tables; a failure says "Failed to generate report"', async () => {
    const report: Report = {
      type: 'revenue',
      title: 'Revenue Report',
      generatedAt: '2026-11-23T14:15:00.000Z',
      timeframe: '6months',
      tables: [{ title: 'Revenue by month', columns: ['Month', 'Revenue (USD)'], rows: [['2026-11', 1200]] }],
    };
    fetchRoutes([
      analyticsRoute,
      { path: '/api/platform/status', respond: status },
      { path: '/api/superadmin/reports?type=revenue&timeframe=6months', respond: ok(report) },
      { path: '/api/superadmin/reports?type=users&timeframe=6months', respond: failure(500, 'INTERNAL', 'x') },
    ]);
    const user = userEvent.setup();
    renderRoute(<AnalyticsSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(report.generatedAt),
    );
    expect(await screen.findByText(superadminMessages.reportGenerated(time))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    expect(within(dialog).getByRole('table', { name: 'Revenue by month' })).toHaveTextContent('$1,200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));

    await user.click(screen.getByRole('button', { name: 'User Report' }));
    await waitFor(() => expect(screen.getByText(superadminMessages.reportFailed)).toBeInTheDocument());
  });
});
