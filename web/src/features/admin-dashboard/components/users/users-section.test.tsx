import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformUser } from '@contracts/superadmin';
import { aPlatformUser } from '@/features/admin-dashboard/testing/admin-fixtures';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { UsersSection } = await import('./users-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const page = (
  users: PlatformUser[],
  pagination: Partial<{ currentPage: number; totalPages: number; totalUsers: number; nextCursor: string | null }> = {},
) =>
  ok(users, {
    pagination: { currentPage: 1, totalPages: 1, totalUsers: users.length, limit: 20, nextCursor: null, ...pagination },
  });
const urls = (mock: ReturnType<typeof fetchRoutes>) => mock.mock.calls.map(([url]) => String(url));
const render = (initialEntry = '/admin/dashboard?section=users') =>
  renderRoute(<UsersSection />, { session, path: '/admin/dashboard', initialEntry });

describe('Users', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when filters, search and page size change, then each is sent to the server and kept in the URL', async () => {
    const fetchMock = fetchRoutes([{ path: /^\/api\/superadmin\/users\?/, respond: page([aPlatformUser()]) }]);
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByRole('button', { name: 'olivia@example.com' })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/superadmin/users?page=1&limit=20');
    await user.selectOptions(screen.getByLabelText('Role'), 'pet_company');
    await user.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await user.selectOptions(screen.getByLabelText('Users per page'), '50');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/superadmin/users?page=1&limit=50&role=pet_company&status=disabled'),
    );
    await user.type(screen.getByLabelText('Search users'), 'olivia');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/superadmin/users?page=1&limit=50&role=pet_company&status=disabled&search=olivia',
      ),
    );
    // Only the settled search goes out, not one call per key.
    expect(urls(fetchMock).filter((url) => url.includes('search=o&') || url.endsWith('search=o'))).toEqual([]);
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'section=users&role=pet_company&status=disabled&limit=50&search=olivia',
    );
  }, 20_000);

  it('when the page is reloaded with filters in the URL, then the same query is asked', async () => {
    const fetchMock = fetchRoutes([{ path: /^\/api\/superadmin\/users\?/, respond: page([aPlatformUser()]) }]);
    render('/admin/dashboard?section=users&role=superadmin&status=unverified&search=ada&limit=10&page=3');
    await screen.findByRole('button', { name: 'olivia@example.com' });
    expect(urls(fetchMock)).toEqual([
      '/api/superadmin/users?page=3&limit=10&role=superadmin&status=unverified&search=ada',
    ]);
    expect(screen.getByLabelText('Search users')).toHaveValue('ada');
  });

  it('when the URL loses its search (the sidebar link), then the box empties and the search is not written back', async () => {
    const fetchMock = fetchRoutes([{ path: /^\/api\/superadmin\/users\?/, respond: page([aPlatformUser()]) }]);
    const { router } = render('/admin/dashboard?section=users&search=ada');
    await screen.findByRole('button', { name: 'olivia@example.com' });
    await router.navigate('/admin/dashboard?section=users');
    await waitFor(() => expect(screen.getByLabelText('Search users')).toHaveValue(''));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/superadmin/users?page=1&limit=20'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?section=users');
  });

  it('when Next and Previous are pressed, then the next page is read after the cursor and Previous goes back', async () => {
    const fetchMock = fetchRoutes([
      {
        path: '/api/superadmin/users?page=1&limit=20',
        respond: page([aPlatformUser({ uid: 'u1', email: 'first@example.com' })], {
          totalPages: 2,
          totalUsers: 21,
          nextCursor: 'u1',
        }),
      },
      {
        path: '/api/superadmin/users?page=2&limit=20&cursor=u1',
        respond: page([aPlatformUser({ uid: 'u2', email: 'second@example.com' })], {
          currentPage: 2,
          totalPages: 2,
          totalUsers: 21,
        }),
      },
    ]);
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'first@example.com' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('21 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'second@example.com' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('button', { name: 'first@example.com' })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/superadmin/users?page=2&limit=20&cursor=u1');
  });

  it('when users are listed, then the status follows the display rule: Disabled, else Active if verified, else Unverified', async () => {
    fetchRoutes([
      {
        path: /^\/api\/superadmin\/users\?/,
        respond: page([
          aPlatformUser({ uid: 'a', email: 'a@example.com', disabled: true, emailVerified: true }),
          aPlatformUser({ uid: 'b', email: 'b@example.com' }),
          aPlatformUser({ uid: 'c', email: 'c@example.com', emailVerified: false, role: null, lastSignInTime: null }),
        ]),
      },
    ]);
    render();
    const rowOf = async (email: string) =>
      (await screen.findByRole('button', { name: email })).closest('tr') as HTMLElement;
    expect(within(await rowOf('a@example.com')).getByText('Disabled')).toBeInTheDocument();
    expect(within(await rowOf('b@example.com')).getByText('Active')).toBeInTheDocument();
    const unverified = await rowOf('c@example.com');
    expect(within(unverified).getByText('Unverified')).toBeInTheDocument();
    expect(within(unverified).getByText('No role yet')).toBeInTheDocument();
    expect(within(unverified).getByText('Never')).toBeInTheDocument();
  });

  it('when a column header is pressed, then the page sorts by it: Status puts Active, Disabled, Unverified in order', async () => {
    fetchRoutes([
      {
        path: /^\/api\/superadmin\/users\?/,
        respond: page([
          aPlatformUser({ uid: 'a', email: 'a@example.com', emailVerified: false }),
          aPlatformUser({ uid: 'b', email: 'b@example.com', disabled: true }),
          aPlatformUser({ uid: 'c', email: 'c@example.com' }),
        ]),
      },
    ]);
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'a@example.com' });
    const emails = () =>
      screen
        .getAllByRole('row')
        .flatMap((row) => within(row).queryAllByRole('button', { name: /@example/ }))
        .map((button) => button.textContent);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()).toEqual(['c@example.com', 'b@example.com', 'a@example.com']);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('when nobody matches, then "No Users Found"; when the list fails, then Try Again', async () => {
    fetchRoutes([{ path: /^\/api\/superadmin\/users\?/, respond: page([]) }]);
    render('/admin/dashboard?section=users&search=nobody');
    expect(await screen.findByText('No Users Found')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fetchRoutes([{ path: /^\/api\/superadmin\/users\?/, respond: failure(500, 'INTERNAL', 'x') }]);
    render('/admin/dashboard?section=users&search=other');
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });

  it('when the role is changed and the user disabled in the modal, then the calls go out with the spec texts', async () => {
    const target = aPlatformUser({ uid: 'u9', email: 'mia@example.com', displayName: 'Mia' });
    const fetchMock = fetchRoutes([
      { path: /^\/api\/superadmin\/users\?/, respond: page([target]) },
      { path: '/api/superadmin/users/u9', respond: ok(target) },
      {
        method: 'PUT',
        path: '/api/superadmin/users/u9/role',
        respond: ok({ ...target, role: 'pet_company' }, { message: 'User role updated to pet_company successfully' }),
      },
      {
        method: 'PUT',
        path: '/api/superadmin/users/u9/disable',
        respond: failure(409, 'CONFLICT', 'The last superadmin cannot be removed'),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'mia@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mia' });
    expect(await within(dialog).findByText('u9')).toBeInTheDocument();
    const update = within(dialog).getByRole('button', { name: 'Update Role' });
    expect(update).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'pet_company');
    await user.click(update);
    expect(await screen.findByText('User role updated to pet_company successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/users/u9/role')).toEqual({ role: 'pet_company' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable User' }));
    expect(
      await screen.findByText('Failed to update user status: The last superadmin cannot be removed'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/users/u9/disable')).toEqual({ disabled: true });
  });

  it('when Disable user is chosen in a row menu, then it asks first and disables on confirm; his own row offers no disable', async () => {
    const target = aPlatformUser({ uid: 'u9', email: 'mia@example.com', displayName: 'Mia' });
    const me = aPlatformUser({ uid: 'user-1', email: 'jane@example.com', displayName: 'Jane', role: 'superadmin' });
    const fetchMock = fetchRoutes([
      { path: /^\/api\/superadmin\/users\?/, respond: page([target, me]) },
      {
        method: 'PUT',
        path: '/api/superadmin/users/u9/disable',
        respond: ok({ ...target, disabled: true }, { message: 'User disabled successfully' }),
      },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Jane' }));
    expect(screen.getByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disable user' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Mia' }));
    await user.click(screen.getByRole('menuitem', { name: 'Disable user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Mia?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/disable'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Disable User' }));
    expect(await screen.findByText('User disabled successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/superadmin/users/u9/disable')).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable Mia?' })).not.toBeInTheDocument());
  });

  it('when the admin opens his own account, then its role and status cannot be changed', async () => {
    const me = aPlatformUser({ uid: 'user-1', email: 'jane@example.com', displayName: 'Jane Doe', role: 'superadmin' });
    fetchRoutes([
      { path: /^\/api\/superadmin\/users\?/, respond: page([me]) },
      { path: '/api/superadmin/users/user-1', respond: ok(me) },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'jane@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jane Doe' });
    expect(await within(dialog).findByText(/This is your own account/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Disable User' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
  });
});
