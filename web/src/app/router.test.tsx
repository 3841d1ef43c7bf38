import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contracts/roles';
import { publicPagePaths } from '@/testing/public-pages';
import { fakeSession, renderApp } from '@/testing/test-utils';

const { AppRoutes } = await import('@/app/router');
const renderRoutes = (path: string, session = fakeSession()) => renderApp(<AppRoutes />, path, session);

describe('route table', () => {
  it('when the path is unknown, then the page says "404 - Page Not Found" inside the site layout', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Connecting pet owners with trusted service providers.');
  });

  it.each([...publicPagePaths, '/email-verification', '/booking/svc-1', '/company/acme'])(
    'when %s is opened, then it is a known page, not the 404',
    async (path) => {
      renderRoutes(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();
    },
  );

  it.each([
    '/profile',
    '/settings',
    '/company/dashboard',
    '/pet-owner/dashboard',
    '/admin/dashboard',
    '/company/trial/starter',
  ])('when a signed-out visitor opens %s, then they are sent to /signin', async (path) => {
    const { currentPath } = renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(currentPath()).toBe('/signin');
  });

  it('when the user has just signed out on a protected page, then the guard sends him home, not to /signin', async () => {
    const { currentPath } = renderRoutes('/pet-owner/dashboard', { ...fakeSession(), signedOutOnPurpose: true });
    await vi.waitFor(() => expect(currentPath()).toBe('/'));
  });

  it.each<[string, Role, string]>([
    ['/company/dashboard', 'pet_owner', '/'],
    ['/company/dashboard', 'pet_company', '/company/dashboard'],
    ['/company/dashboard', 'superadmin', '/company/dashboard'],
    ['/pet-owner/dashboard', 'pet_company', '/'],
    ['/pet-owner/dashboard', 'pet_owner', '/pet-owner/dashboard'],
    ['/pet-owner/dashboard', 'superadmin', '/pet-owner/dashboard'],
    ['/admin/dashboard', 'pet_company', '/'],
    ['/admin/dashboard', 'pet_owner', '/'],
    ['/admin/dashboard', 'superadmin', '/admin/dashboard'],
  ])('when %s is opened by a %s, then they end up on %s', async (path, role, expected) => {
    const { currentPath } = renderRoutes(path, fakeSession({ signedIn: true, role }));
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath()).toBe(expected);
  });

  it.each<[string, Role]>([
    ['/company/dashboard', 'pet_company'],
    ['/pet-owner/dashboard', 'pet_owner'],
    ['/admin/dashboard', 'superadmin'],
  ])(
    'when %s is opened by a %s, then it sits in the app shell, without the marketing menu or footer',
    async (path, role) => {
      renderRoutes(path, fakeSession({ signedIn: true, role }));
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('button', { name: 'Sections' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('when a public page is opened by a signed-in company, then it keeps the marketing header and footer', async () => {
    renderRoutes('/pricing', fakeSession({ signedIn: true, role: 'pet_company' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
