import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompany } from '@contracts/superadmin';
import { anAdminCompany } from '@/features/admin-dashboard/testing/admin-fixtures';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { CompaniesSection } = await import('./companies-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const stats = {
  path: '/api/superadmin/companies/stats',
  respond: ok({ total: 12, verified: 9, active: 10, pending: 1 }),
};
const page = (
  companies: AdminCompany[],
  pagination: Partial<{
    currentPage: number;
    totalPages: number;
    totalCompanies: number;
    nextCursor: string | null;
  }> = {},
) =>
  ok(companies, {
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalCompanies: companies.length,
      limit: 10,
      nextCursor: null,
      ...pagination,
    },
  });
const urls = (mock: ReturnType<typeof fetchRoutes>) => mock.mock.calls.map(([url]) => String(url));
const render = (initialEntry = '/admin/dashboard?section=companies') =>
  renderRoute(<CompaniesSection />, { session, path: '/admin/dashboard', initialEntry });

describe('Companies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when companies load, then the header stats and each card field show', async () => {
    fetchRoutes([
      stats,
      {
        path: /^\/api\/superadmin\/companies\?/,
        respond: page([
          anAdminCompany(),
          anAdminCompany({
            id: 'c2',
            name: 'Brand New Pets',
            rating: null,
            reviewCount: 0,
            lastActiveDate: null,
            verified: false,
            status: 'pending',
          }),
        ]),
      },
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = within(table).getByRole('button', { name: 'Happy Paws Grooming' }).closest('tr') as HTMLElement;
    for (const text of [
      'Active',
      'Verified',
      '4.3 (12)',
      'hello@happypaws.example',
      '$2,450.50',
      '37',
      '4',
      'Mar 5, 2026',
    ]) {
      expect(within(row).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    const fresh = within(table).getByRole('button', { name: 'Brand New Pets' }).closest('tr') as HTMLElement;
    expect(within(fresh).getByText('Pending review')).toBeInTheDocument();
    expect(within(fresh).getByText('No reviews')).toBeInTheDocument();
    expect(within(table).queryByText('New')).not.toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Company stats' });
    expect(within(header).getByText('12')).toBeInTheDocument();
    expect(within(header).getByText('9')).toBeInTheDocument();
    // One page only: no pagination text.
    expect(screen.queryByText(/total companies/)).not.toBeInTheDocument();
  });

  it('when there is more than one page, then "Page X of Y (N total companies)" and Next reads after the cursor', async () => {
    const fetchMock = fetchRoutes([
      stats,
      {
        path: '/api/superadmin/companies?page=1&limit=10',
        respond: page([anAdminCompany()], { totalPages: 3, totalCompanies: 25, nextCursor: 'company-1' }),
      },
      {
        path: '/api/superadmin/companies?page=2&limit=10&cursor=company-1',
        respond: page([anAdminCompany({ id: 'c2', name: 'Second Page Pets' })], {
          currentPage: 2,
          totalPages: 3,
          totalCompanies: 25,
        }),
      },
    ]);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Page 1 of 3 (25 total companies)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (25 total companies)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second Page Pets' })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/superadmin/companies?page=2&limit=10&cursor=company-1');
  });

  it('when filters change, then they go to the server; when nothing matches, then "No Companies Found"', async () => {
    const fetchMock = fetchRoutes([stats, { path: /^\/api\/superadmin\/companies\?/, respond: page([]) }]);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No Companies Found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.selectOptions(screen.getByLabelText('Verification'), 'unverified');
    await user.selectOptions(screen.getByLabelText('Companies per page'), '50');
    await user.type(screen.getByLabelText('Search companies'), 'paws');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/superadmin/companies?page=1&limit=50&status=suspended&verification=unverified&search=paws',
      ),
    );
  });

  it('when Suspend is chosen from the row menu, then a dialog asks for a reason; without one nothing is sent; with one the call carries it and the message names the company', async () => {
    const fetchMock = fetchRoutes([
      stats,
      { path: /^\/api\/superadmin\/companies\?/, respond: page([anAdminCompany()]) },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/status',
        respond: ok(anAdminCompany({ status: 'suspended', standingReason: 'Fake reviews' })),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Happy Paws Grooming' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Happy Paws Grooming' });
    expect(within(menu).getByRole('menuitem', { name: 'Open dashboard' })).toHaveAttribute(
      'href',
      '/company/dashboard?companyId=company-1',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Activate' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Happy Paws Grooming?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason \(required\)/), '  Fake reviews ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Happy Paws Grooming suspended')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/companies/company-1/status')).toEqual({
      status: 'suspended',
      reason: 'Fake reviews',
    });
  });

  it('when Verify is confirmed in the details dialog, then no reason is needed; a network failure says so', async () => {
    const fetchMock = fetchRoutes([
      stats,
      {
        path: /^\/api\/superadmin\/companies\?/,
        respond: page([anAdminCompany({ userId: 'owner-uid-1', verified: false })]),
      },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/verify',
        respond: () => Promise.reject(new TypeError('offline')),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Happy Paws Grooming' }));
    const details = await screen.findByRole('dialog', { name: 'Happy Paws Grooming' });
    expect(within(details).getByText('owner-uid-1')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open dashboard' })).toHaveAttribute(
      'href',
      '/company/dashboard?companyId=company-1',
    );
    await user.click(within(details).getByRole('button', { name: 'Verify' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verify Happy Paws Grooming?' });
    expect(within(confirm).getByLabelText(/Reason \(optional\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed to update company verification')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/companies/company-1/verify')).toEqual({ verified: true });
  });

  it('when the status change is refused, then "Failed to update status: " with the server message', async () => {
    fetchRoutes([
      stats,
      { path: /^\/api\/superadmin\/companies\?/, respond: page([anAdminCompany({ status: 'suspended' })]) },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/status',
        respond: failure(404, 'NOT_FOUND', 'Company not found'),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Happy Paws Grooming' }));
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Happy Paws Grooming?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to update status: Company not found')).toBeInTheDocument();
  });
});
