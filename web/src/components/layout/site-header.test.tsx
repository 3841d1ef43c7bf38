import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contracts/roles';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { SiteHeader } from '@/components/layout/site-header';

async function openProfileMenu() {
  const user = userEvent.setup();
  // The profile menu is a lazy chunk: under load it is not there on the first render.
  await user.click(await screen.findByRole('button', { name: /Profile menu/ }));
  return { user, menu: screen.getByRole('menu') };
}

function menuItemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('site header', () => {
  it('when signed out, then it shows the main links, Sign In and Sign Up, and no profile menu', () => {
    renderRoute(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(within(nav).getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/petnest-business');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/signin');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /Profile menu/ })).not.toBeInTheDocument();
  });

  it('when a pet owner is signed in, then his own places replace the marketing menu, the open section marked current', () => {
    renderRoute(<SiteHeader />, {
      session: fakeSession({ signedIn: true, role: 'pet_owner' }),
      path: '/pet-owner/dashboard',
      initialEntry: '/pet-owner/dashboard?section=bookings',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/pet-owner/dashboard'],
      ['Marketplace', '/marketplace'],
      ['My Bookings', '/pet-owner/dashboard?section=bookings'],
      ['My Pets', '/pet-owner/dashboard?section=pets'],
    ]);
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: 'Solutions' })).not.toBeInTheDocument();
  });

  it('when Solutions is opened with the keyboard, then App and CRM are offered and Escape closes it', async () => {
    const user = userEvent.setup();
    renderRoute(<SiteHeader />);
    screen.getByRole('button', { name: 'Solutions' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'App' })).toHaveAttribute('href', '/petnest-app');
    expect(within(menu).getByRole('menuitem', { name: 'CRM' })).toHaveAttribute('href', '/pricing');
    expect(within(menu).getByRole('menuitem', { name: 'App' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'CRM' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solutions' })).toHaveFocus();
  });

  it.each<[Role, string[]]>([
    ['pet_owner', ['Profile', 'Settings', 'Sign Out']],
    ['pet_company', ['Company Dashboard', 'Profile', 'Settings', 'Sign Out']],
    ['superadmin', ['Admin Dashboard', 'Profile', 'Settings', 'Sign Out']],
  ])('when signed in as %s, then the profile menu offers %j', async (role, entries) => {
    renderRoute(<SiteHeader />, { session: fakeSession({ signedIn: true, role }) });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const { menu } = await openProfileMenu();
    expect(menuItemNames(menu)).toEqual(entries);
  });

  it('when a company opens Company Dashboard, then it links to /company/dashboard; Admin Dashboard is for superadmins', async () => {
    renderRoute(<SiteHeader />, { session: fakeSession({ signedIn: true, role: 'pet_company' }) });
    const { menu } = await openProfileMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Company Dashboard' })).toHaveAttribute(
      'href',
      '/company/dashboard',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['pet_owner', '/pet-owner/dashboard?section=profile'],
    ['pet_company', '/profile'],
    ['superadmin', '/profile'],
  ])(
    "when signed in as %s, then Profile leads to %s (an owner has one profile: the dashboard Profile, also /profile's My Profile)",
    async (role, href) => {
      renderRoute(<SiteHeader />, { session: fakeSession({ signedIn: true, role }) });
      const { menu } = await openProfileMenu();
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', href);
    },
  );

  it('when Sign Out is chosen, then the user goes to / and is signed out', async () => {
    const session = fakeSession({ signedIn: true, role: 'pet_owner' });
    const signOut = vi.fn(async () => undefined);
    const { router } = renderRoute(<SiteHeader />, {
      path: '/profile',
      session: { ...session, signOut },
      extraRoutes: [{ path: '/', element: <p>home</p> }],
    });
    const { user, menu } = await openProfileMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the mobile menu button is pressed, then the mobile navigation opens with its links', async () => {
    const user = userEvent.setup();
    renderRoute(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'App' })).toHaveAttribute('href', '/petnest-app');
    expect(within(mobile).getByRole('link', { name: 'CRM' })).toHaveAttribute('href', '/pricing');
  });
});
