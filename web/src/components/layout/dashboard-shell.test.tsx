import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const sections = [
  { id: 'overview', label: 'Overview', icon: null, to: '/dash' },
  { id: 'profile', label: 'Profile', icon: null, to: '/dash?section=profile' },
];

function renderShell(session = fakeSession()) {
  return renderRoute(
    <DashboardShell
      label="Test dashboard"
      home="/dash"
      sections={sections}
      activeId="overview"
      title="Overview"
      user={{ name: 'Happy Paws', email: 'a@b.c', role: 'Service Provider' }}
      sidebarFooter={<button type="button">Log Out</button>}
    >
      <button type="button">Inside the page</button>
    </DashboardShell>,
    { path: '/dash', session },
  );
}

describe('DashboardShell top bar', () => {
  it('when a user is signed in, then the top bar holds the logo to the first section, the bell and the account menu, and no site menu', () => {
    renderShell(fakeSession({ signedIn: true, role: 'pet_company' }));
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'Petnest, Test dashboard' })).toHaveAttribute('href', '/dash');
    expect(within(topBar).getByRole('button', { name: /unread notifications?$/ })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: /Profile menu for/ })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Sections' })).toBeInTheDocument();
    expect(within(topBar).queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('DashboardShell drawer', () => {
  it('when the drawer opens, then focus lands on the current section and Tab cycles inside the drawer only', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Sections' }));
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus();
    await user.tab();
    // From the last entry back to the first (the drawer's close button), never to the page behind.
    expect(screen.getByRole('button', { name: 'Close sections' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus();
  });

  it('when Escape is pressed, then the drawer closes and focus returns to the Sections button', async () => {
    const user = userEvent.setup();
    renderShell();
    const opener = screen.getByRole('button', { name: 'Sections' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    // The page behind the open drawer is inert (jsdom does not enforce it; the browser journey checks the focus).
    expect(screen.getByRole('button', { name: 'Inside the page' }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Inside the page' }).closest('[inert]')).toBeNull();
  });
});

describe('DashboardShell collapse on wide screens', () => {
  it('when Collapse sidebar is pressed, then the shell becomes a rail, the names stay reachable, and the choice is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand.closest('[data-collapsed]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('title', 'Profile');
    unmount();

    renderShell();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('title');
  });
});
