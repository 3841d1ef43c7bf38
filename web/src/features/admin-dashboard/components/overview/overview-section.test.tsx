import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAnalytics } from '@/features/admin-dashboard/testing/admin-fixtures';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { OverviewSection } = await import('./overview-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const platformStatus = (maintenanceMode: boolean) => ({
  path: '/api/platform/status',
  respond: ok({
    maintenanceMode,
    allowNewRegistrations: true,
    allowedDomains: [],
    sessionTimeout: 30,
    passwordPolicy: {
      passwordMinLength: 8,
      requireUppercase: false,
      requireNumbers: false,
      requireSpecialChars: false,
    },
  }),
});
const waitlist = {
  path: '/api/waitlist/stats',
  respond: ok({ overall: { total: 42 }, byType: { mobile_app: { total: 30 }, business_app: { total: 12 } } }),
};
const companyStats = (pending: number) => ({
  path: '/api/superadmin/companies/stats',
  respond: ok({ total: 10, verified: 8, active: 9, pending }),
});
const analytics = { path: '/api/superadmin/analytics?timeframe=6months', respond: ok(anAnalytics()) };

function render(actions = { onGenerateReport: vi.fn() }) {
  renderRoute(<OverviewSection {...actions} />, { session, path: '/admin/dashboard' });
  return actions;
}

describe('Admin overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when every signal is normal, then healthy, the metric cards, rankings, activity and waitlist show', async () => {
    fetchRoutes([analytics, platformStatus(false), companyStats(0), waitlist]);
    render();
    expect(await screen.findByText('1,280')).toBeInTheDocument();
    expect(await screen.findByText('System Status: All Systems Operational')).toBeInTheDocument();
    expect(screen.getByText('1,200 pet owners · All time')).toBeInTheDocument();
    expect(screen.getByText('$98,765.40')).toBeInTheDocument();
    expect(screen.getByText('Last 6 months · rating 4.6 out of 5.0 (all time)')).toBeInTheDocument();
    expect(screen.getByText('Happy Paws Grooming was verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View audit log' })).toHaveAttribute(
      'href',
      '/admin/dashboard?section=audit-log',
    );
    const waitlistPanel = screen.getByRole('region', { name: 'Waitlist' });
    expect(within(waitlistPanel).getByText('42')).toBeInTheDocument();
    expect(within(waitlistPanel).getByText('30')).toBeInTheDocument();
    expect(within(waitlistPanel).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'New users and companies, last 6 months' })).toBeInTheDocument();
  });

  it('when maintenance mode is on, then the banner is critical', async () => {
    fetchRoutes([analytics, platformStatus(true), companyStats(2), waitlist]);
    render();
    expect(await screen.findByText('System Status: Critical: Maintenance Mode Is On')).toBeInTheDocument();
  });

  it('when companies wait for review, then a warning names them', async () => {
    fetchRoutes([analytics, platformStatus(false), companyStats(2), waitlist]);
    render();
    expect(await screen.findByText('2 companies are waiting for review.')).toBeInTheDocument();
    expect(screen.getByText('System Status: Attention Needed')).toBeInTheDocument();
  });

  it('when analytics fail, then "Failed to Load Analytics" with Retry and a warning', async () => {
    fetchRoutes([
      { path: analytics.path, respond: failure(500, 'INTERNAL', 'x') },
      platformStatus(false),
      companyStats(0),
      waitlist,
    ]);
    render();
    expect(await screen.findByText('Failed to Load Analytics')).toBeInTheDocument();
    expect(screen.getByText('Unable to fetch platform analytics. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('Platform analytics could not be loaded.')).toBeInTheDocument();
  });

  it("when a quick action is chosen, then the spec's confirmation asks first; cancelling does nothing, confirming acts", async () => {
    fetchRoutes([analytics, platformStatus(false), companyStats(0), waitlist]);
    const user = userEvent.setup();
    const actions = render();
    const panel = screen.getByRole('region', { name: 'Quick Actions' });
    await user.click(within(panel).getByRole('button', { name: 'Generate Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate Report' });
    expect(
      within(confirm).getByText('Are you sure you want to perform this action? This may affect platform operation.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(actions.onGenerateReport).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Generate Report' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Generate Report' })).getByRole('button', { name: 'Continue' }),
    );
    expect(actions.onGenerateReport).toHaveBeenCalledOnce();
    // Emergency Stop is no longer a quick action: it lives in Settings > Maintenance.
    expect(within(panel).queryByRole('button', { name: 'Emergency Stop' })).not.toBeInTheDocument();
  });
});
