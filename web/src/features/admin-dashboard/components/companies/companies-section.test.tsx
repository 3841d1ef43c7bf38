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
    const card = (await screen.findByRole('heading', { name: 'Happy Paws Grooming' })).closest(
      'article',
    ) as HTMLElement;
    for (const text of [
      'Active',
      'Verified',
      '4.3 out of 5.0',
      'hello@happypaws.example',
      '(555) 010-2000',
      '12 Main St, Springfield',
      'Gentle grooming for dogs and cats.',
      '$2,450.50',
      '37',
      '4',
      'Joined Mar 5, 2026',
      'Last active Nov 19, 2026',
    ]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    const fresh = screen.getByRole('heading', { name: 'Brand New Pets' }).closest('article') as HTMLElement;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(fresh).getByText('Never active')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
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
    expect(screen.getByRole('heading', { name: 'Second Page Pets' })).toBeInTheDocument();
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

  it('when a status is chosen and Unverify pressed in the modal, then the calls go out with the spec texts', async () => {
    const fetchMock = fetchRoutes([
      stats,
      { path: /^\/api\/superadmin\/companies\?/, respond: page([anAdminCompany({ userId: 'owner-uid-1' })]) },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/status',
        respond: ok(anAdminCompany({ status: 'suspended' })),
      },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/verify',
        respond: () => Promise.reject(new TypeError('offline')),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'View details of Happy Paws Grooming' }));
    const dialog = await screen.findByRole('dialog', { name: 'Happy Paws Grooming' });
    expect(within(dialog).getByText('owner-uid-1')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status of Happy Paws Grooming'), 'suspended');
    expect(await screen.findByText('Company status updated to suspended successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/companies/company-1/status')).toEqual({ status: 'suspended' });
    await user.click(within(dialog).getByRole('button', { name: 'Unverify' }));
    expect(await screen.findByText('Failed to update company verification')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/companies/company-1/verify')).toEqual({ verified: false });
  });

  it('when the status change is refused, then "Failed to update status: " with the server message', async () => {
    fetchRoutes([
      stats,
      { path: /^\/api\/superadmin\/companies\?/, respond: page([anAdminCompany()]) },
      {
        method: 'PUT',
        path: '/api/superadmin/companies/company-1/status',
        respond: failure(404, 'NOT_FOUND', 'Company not found'),
      },
    ]);
    const user = userEvent.setup();
    render();
    const card = (await screen.findByRole('heading', { name: 'Happy Paws Grooming' })).closest(
      'article',
    ) as HTMLElement;
    await user.selectOptions(within(card).getByLabelText('Status of Happy Paws Grooming'), 'rejected');
    expect(await screen.findByText('Failed to update status: Company not found')).toBeInTheDocument();
  });
});
