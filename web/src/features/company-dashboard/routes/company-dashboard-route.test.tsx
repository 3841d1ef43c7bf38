import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aDashboardStats } from '@/features/company-dashboard/testing/company-fixtures';
import { aSubscription, noSubscription } from '@/testing/subscription-fixtures';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { CompanyDashboardRoute } = await import('@/features/company-dashboard/routes/company-dashboard-route');

const overviewRoutes = [
  {
    path: /^\/api\/companies\/stats/,
    respond: ok(aDashboardStats()),
  },
  { path: /^\/api\/companies\/dashboard-data/, respond: ok({ monthlyEarnings: [], recentBookings: [] }) },
];

function render(entry: string, subscription = aSubscription(), role: 'pet_company' | 'superadmin' = 'pet_company') {
  const mock = fetchRoutes([
    { path: /^\/api\/companies\/profile/, respond: ok(aProfile()) },
    { path: /^\/api\/subscription/, respond: ok(subscription) },
    { path: /^\/api\/services/, respond: ok([]) },
    { path: /^\/api\/notifications/, respond: ok({ notifications: [], unreadCount: 3 }) },
    ...overviewRoutes,
  ]);
  const view = renderRoute(<CompanyDashboardRoute />, {
    path: '/company/dashboard',
    initialEntry: entry,
    session: fakeSession({ signedIn: true, role }),
  });
  return { ...view, mock };
}

describe('company dashboard shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the dashboard opens, then the eight sections, the company name, the plan chip and the unread count show', async () => {
    render('/company/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Company dashboard sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Profile', 'Services', 'Bookings', 'Customers', 'Employees', 'Analytics', 'API keys']);
    expect(await screen.findByText('Happy Paws Grooming')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Your plan.*Trial \(5 days left\)/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '3 unread notifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('when a section link is followed, then the URL carries it and the section renders (deep links)', async () => {
    const user = userEvent.setup();
    const { router } = render('/company/dashboard');
    await user.click(screen.getByRole('link', { name: 'Services' }));
    expect(router.state.location.search).toBe('?section=services');
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
  });

  it('when the company has no subscription, then each section is replaced by "Upgrade Required" with the trial prompt', async () => {
    render('/company/dashboard?section=services', noSubscription);
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(screen.getByText('Start your free trial to access this feature')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
  });

  it('when a superadmin opens ?companyId=, then every API call carries it and the section links keep it', async () => {
    const { mock } = render('/company/dashboard?companyId=company-9', noSubscription, 'superadmin');
    await screen.findByText('Happy Paws Grooming');
    await waitFor(() => expect(mock.mock.calls.length).toBeGreaterThanOrEqual(4));
    // Every call about the company; the bell reads the superadmin's own notifications.
    const companyCalls = mock.mock.calls.filter(([input]) => !String(input).startsWith('/api/notifications'));
    for (const [input] of companyCalls) expect(String(input)).toContain('companyId=company-9');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/company/dashboard?section=profile&companyId=company-9',
    );
    // The plan never locks a superadmin out.
    expect(screen.queryByRole('heading', { name: 'Upgrade Required' })).not.toBeInTheDocument();
  });

  it('when the plan badge is pressed, then the plan panel shows the status and the usage against each limit', async () => {
    const user = userEvent.setup();
    render('/company/dashboard');
    await user.click(await screen.findByRole('button', { name: /Your plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your plan' });
    expect(within(dialog).getByText(/^5 days left, until/)).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 10')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('when a subscription notice links to ?panel=plan, then the plan panel opens, and closing it drops the parameter', async () => {
    const user = userEvent.setup();
    const { router } = render('/company/dashboard?panel=plan');
    const dialog = await screen.findByRole('dialog', { name: 'Your plan' });
    expect(await within(dialog).findByText('1 of 10')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Your plan' })).not.toBeInTheDocument();
  });
});
