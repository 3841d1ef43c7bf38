import { focusManager, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlatformSettings } from '@contracts/platform-settings';
import type { PlatformStatus } from '@contracts/platform-status';
import { apiRequest } from '@/lib/api-client';
import { SESSION_TIMED_OUT } from '@/app/platform-gate';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, fakeUser, TestProviders } from '@/testing/test-utils';

const { PlatformGate } = await import('./platform-gate');
const { MAINTENANCE_TEXT } = await import('./routes/maintenance-page');

const status = (overrides: Partial<PlatformStatus> = {}): PlatformStatus => ({
  maintenanceMode: false,
  allowNewRegistrations: true,
  allowedDomains: [],
  sessionTimeout: 30,
  passwordPolicy: defaultPlatformSettings.security,
  ...overrides,
});

function Bookings() {
  const bookings = useQuery({ queryKey: ['bookings'], queryFn: () => apiRequest('/bookings'), retry: false });
  return <p>{bookings.isError ? 'Bookings failed' : 'My bookings'}</p>;
}

/** A signed-in session whose sign-in happened `minutesAgo`. */
function signedIn(role: 'pet_owner' | 'superadmin', minutesAgo: number, signOut = vi.fn(async () => undefined)) {
  const authTime = new Date(Date.now() - minutesAgo * 60_000).toUTCString();
  return {
    ...fakeSession({ signedIn: true, role }),
    user: fakeUser({ getIdTokenResult: async () => ({ authTime }) } as never),
    signOut,
  };
}

describe('PlatformGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The focus a test set stays in TanStack's one focus manager, which the other files of this worker share.
    focusManager.setFocused(undefined);
  });

  it('when an API call answers 503 MAINTENANCE, then the maintenance page replaces the app, and Try Again brings it back once maintenance is over', async () => {
    let maintenance = true;
    const fetchMock = fetchRoutes([
      { path: '/api/platform/status', respond: () => ok(status({ maintenanceMode: false }))() },
      {
        path: '/api/bookings',
        respond: () => (maintenance ? failure(503, 'MAINTENANCE', MAINTENANCE_TEXT)() : ok([])()),
      },
    ]);
    const user = userEvent.setup();
    render(
      <TestProviders session={signedIn('pet_owner', 1)}>
        <PlatformGate>
          <Bookings />
        </PlatformGate>
      </TestProviders>,
    );
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/bookings/i)).not.toBeInTheDocument();
    maintenance = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('My bookings')).toBeInTheDocument();
    // Try Again asks the server, not the copy of the status the browser may keep for 30 s.
    const statusCalls = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/platform/status');
    expect(statusCalls.at(-1)?.[1]?.cache).toBe('no-cache');
    expect(statusCalls[0][1]?.cache).toBeUndefined();
  });

  it("when the status says maintenance and it ends, then the page's own next check asks the server and brings the app back", async () => {
    let maintenance = true;
    const fetchMock = fetchRoutes([
      { path: '/api/platform/status', respond: () => ok(status({ maintenanceMode: maintenance }))() },
    ]);
    render(
      <TestProviders session={signedIn('pet_owner', 1)}>
        <PlatformGate>
          <p>Dashboard</p>
        </PlatformGate>
      </TestProviders>,
    );
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeInTheDocument();
    maintenance = false;
    // The tab comes back into view: the check a focus starts, as the minute's poll does.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    const statusCalls = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/platform/status');
    expect(statusCalls.map(([, init]) => init?.cache)).toEqual([undefined, 'no-cache']);
  });

  it('when the status says maintenance, then a superadmin keeps the app with the banner', async () => {
    fetchRoutes([
      { path: '/api/platform/status', respond: ok(status({ maintenanceMode: true })) },
      { path: '/api/bookings', respond: ok([]) },
    ]);
    render(
      <TestProviders session={signedIn('superadmin', 1)}>
        <PlatformGate>
          <Bookings />
        </PlatformGate>
      </TestProviders>,
    );
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
    expect(screen.getByText('My bookings')).toBeInTheDocument();
  });

  it('when the sign-in is older than the session timeout, then the user is signed out and told why', async () => {
    fetchRoutes([{ path: '/api/platform/status', respond: ok(status({ sessionTimeout: 30 })) }]);
    const signOut = vi.fn(async () => undefined);
    const session = signedIn('pet_owner', 31, signOut);
    render(
      <TestProviders session={session}>
        <PlatformGate>
          <p>Dashboard</p>
        </PlatformGate>
      </TestProviders>,
    );
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SESSION_TIMED_OUT)).toBeInTheDocument();
  });

  it('when an API call answers 401 SESSION_EXPIRED, then the user is signed out; a fresh sign-in is left alone', async () => {
    fetchRoutes([
      { path: '/api/platform/status', respond: ok(status({ sessionTimeout: 30 })) },
      { path: '/api/bookings', respond: failure(401, 'SESSION_EXPIRED', SESSION_TIMED_OUT) },
    ]);
    const signOut = vi.fn(async () => undefined);
    const session = signedIn('pet_owner', 1, signOut);
    render(
      <TestProviders session={session}>
        <PlatformGate>
          <Bookings />
        </PlatformGate>
      </TestProviders>,
    );
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
