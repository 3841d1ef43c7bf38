import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAnalytics } from '@/features/admin-dashboard/testing/admin-fixtures';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, fakeUser, renderRoute } from '@/testing/test-utils';

// The sections of another task render their own tests; here they only have to be reached.
vi.mock('@/features/admin-dashboard/components/analytics/analytics-section', () => ({
  AnalyticsSection: () => <p>Analytics section</p>,
}));
vi.mock('@/features/admin-dashboard/components/settings/settings-section', () => ({
  SettingsSection: () => <p>Settings section</p>,
}));
vi.mock('@/features/admin-dashboard/components/audit/audit-log-section', () => ({
  AuditLogSection: () => <p>Audit log section</p>,
}));
vi.mock('@/features/admin-dashboard/components/exports/export-dialog', () => ({
  ExportDialog: ({ open }: { open: boolean }) => (open ? <p>Export dialog</p> : null),
}));
const { AdminDashboardRoute } = await import('./admin-dashboard-route');

const overviewCalls = [
  { path: '/api/superadmin/analytics?timeframe=6months', respond: ok(anAnalytics()) },
  { path: '/api/superadmin/companies/stats', respond: ok({ total: 1, verified: 1, active: 1, pending: 0 }) },
  {
    path: '/api/waitlist/stats',
    respond: ok({ overall: { total: 0 }, byType: { mobile_app: { total: 0 }, business_app: { total: 0 } } }),
  },
];
const platformStatus = {
  path: '/api/platform/status',
  respond: ok({
    maintenanceMode: false,
    allowNewRegistrations: true,
    allowedDomains: [],
    sessionTimeout: 30,
    passwordPolicy: {},
  }),
};

function render(initialEntry: string, displayName: string | null = null) {
  const session = {
    ...fakeSession({ signedIn: true, role: 'superadmin' }),
    user: fakeUser({ displayName, email: 'admin@petnest.demo' }),
  };
  return renderRoute(<AdminDashboardRoute />, {
    session,
    path: '/admin/dashboard',
    initialEntry,
    extraRoutes: [{ path: '/', element: <p>Home page</p> }],
  });
}

describe('Admin dashboard shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when it opens, then five sections, the user (name defaults to "Superadmin"), role, the bell and the critical alerts show', async () => {
    fetchRoutes([
      ...overviewCalls,
      platformStatus,
      { path: /^\/api\/notifications/, respond: ok({ notifications: [], unreadCount: 0 }) },
      {
        path: '/api/superadmin/alerts',
        respond: ok([
          {
            kind: 'maintenance_on',
            title: 'Maintenance mode is on',
            count: 1,
            detail: null,
            link: '/admin/dashboard?section=settings&tab=maintenance',
          },
        ]),
      },
    ]);
    render('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin dashboard sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Users', 'Companies', 'Analytics', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const sidebar = screen.getByRole('complementary', { name: 'Admin dashboard' });
    expect(within(sidebar).getByText('Superadmin', { selector: 'p:first-child' })).toBeInTheDocument();
    expect(within(sidebar).getByText('admin@petnest.demo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '0 unread notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 critical alert' })).toBeInTheDocument();
    expect(await screen.findByText('1,280')).toBeInTheDocument();
  });

  it('when the URL names a section, then it renders, including the audit log that has no sidebar entry', async () => {
    fetchRoutes([]);
    render('/admin/dashboard?section=analytics', 'Ada Admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Analytics section')).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Admin dashboard' })).getByText('Ada Admin'),
    ).toBeInTheDocument();
    render('/admin/dashboard?section=audit-log');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByText('Audit log section')).toBeInTheDocument();
  });

  it('when any section shows, then the header has Generate Report but no Emergency Stop (it lives in Settings > Maintenance)', async () => {
    fetchRoutes([
      {
        path: /^\/api\/superadmin\/users\?/,
        respond: ok([], { pagination: { currentPage: 1, totalPages: 1, totalUsers: 0, limit: 20, nextCursor: null } }),
      },
      platformStatus,
    ]);
    const user = userEvent.setup();
    render('/admin/dashboard?section=users');
    expect(screen.queryByRole('button', { name: 'Emergency Stop' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(screen.getByText('Export dialog')).toBeInTheDocument();
  });

  it('when Logout is pressed, then the user goes to /', async () => {
    fetchRoutes([
      {
        path: /^\/api\/superadmin\/users\?/,
        respond: ok([], { pagination: { currentPage: 1, totalPages: 1, totalUsers: 0, limit: 20, nextCursor: null } }),
      },
    ]);
    const user = userEvent.setup();
    const { router } = render('/admin/dashboard?section=users');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
