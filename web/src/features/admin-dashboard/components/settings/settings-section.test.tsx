import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlatformSettings, type PlatformSettings } from '@contracts/platform-settings';
import { superadminMessages } from '@contracts/superadmin';
import { bodyOf, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { SettingsSection } = await import('./settings-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const stored: PlatformSettings = {
  ...defaultPlatformSettings,
  security: { ...defaultPlatformSettings.security, ipWhitelist: ['10.0.0.0/8'] },
};
const puts = (mock: ReturnType<typeof fetchRoutes>) => mock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('SettingsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when a value is out of the spec's bounds, then the bound message shows under the field and nothing is saved", async () => {
    const fetchMock = fetchRoutes([{ path: '/api/superadmin/settings', respond: ok(stored) }]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    const timeout = await screen.findByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '500');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const whitelist = screen.getByLabelText('IP whitelist');
    await user.type(whitelist, '{enter}not-an-ip');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Session timeout must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General (check)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Line 2: Each line must be one IP address or CIDR block')).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('when the server refuses with details, then each lands on its field and "Failed to save settings" shows', async () => {
    fetchRoutes([
      { path: '/api/superadmin/settings', respond: ok(stored) },
      {
        method: 'PUT',
        path: '/api/superadmin/settings',
        respond: failure(400, 'VALIDATION_FAILED', 'Invalid settings', {
          'security.ipWhitelist': 'The whitelist must include your own address 203.0.113.9',
          'security.allowedDomains.1': 'Each domain must look like example.com',
        }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(superadminMessages.settingsFailed)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Security (check)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('IP whitelist')).toHaveAccessibleDescription(
      expect.stringContaining('The whitelist must include your own address 203.0.113.9'),
    );
    expect(screen.getByText('Domain 2: Each domain must look like example.com')).toBeInTheDocument();
  });

  it('when saved, then the lists go as arrays, every tab is sent and "Settings saved successfully!" shows; settings that do nothing are not shown', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/superadmin/settings', respond: ok(stored) },
      {
        method: 'PUT',
        path: '/api/superadmin/settings',
        respond: (init) => ok(JSON.parse(String(init?.body)), { message: superadminMessages.settingsSaved })(),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await user.type(screen.getByLabelText('IP whitelist'), '{enter}192.168.1.7');
    await user.type(screen.getByLabelText('Allowed email domains'), 'petnest.demo, Example.org');
    expect(screen.queryByLabelText('Max login attempts (attempts)')).not.toBeInTheDocument();
    expect(screen.queryByText('Recorded only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(superadminMessages.settingsSaved)).toBeInTheDocument();
    const sent = bodyOf(fetchMock, 'PUT', '/api/superadmin/settings') as PlatformSettings;
    expect(sent.security.ipWhitelist).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(sent.security.allowedDomains).toEqual(['petnest.demo', 'example.org']);
    expect(sent.general.sessionTimeout).toBe(30);
    expect(Object.keys(sent)).toEqual(['general', 'security', 'api', 'notifications', 'integrations']);
  });

  it('when Emergency Stop is pressed in Settings > Maintenance, then it switches maintenance on only after STOP is typed', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/superadmin/settings', respond: ok(stored) },
      { method: 'POST', path: '/api/superadmin/actions/maintenance', respond: ok({ maintenanceMode: true }) },
    ]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('tab', { name: 'Maintenance' }));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emergency Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emergency Stop' });
    expect(dialog).toHaveTextContent(superadminMessages.confirmAction);
    const stop = within(dialog).getByRole('button', { name: 'Stop the platform' });
    expect(stop).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type STOP to confirm'), 'stop');
    expect(stop).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type STOP to confirm'));
    await user.type(within(dialog).getByLabelText('Type STOP to confirm'), 'STOP');
    await user.click(stop);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/superadmin/actions/maintenance')).toEqual({ enabled: true }),
    );
    expect(
      await screen.findByText('Maintenance mode is on: the platform now answers only superadmins.'),
    ).toBeInTheDocument();
  });

  it('when the selects and tabs show, then no raw codes', async () => {
    fetchRoutes([{ path: '/api/superadmin/settings', respond: ok(stored) }]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('tab', { name: 'Integrations' }));
    expect(screen.getByText('Google Cloud Storage (Firebase)')).toBeInTheDocument();
    for (const code of ['en', 'sendgrid', 'google-cloud']) {
      expect(screen.queryByRole('option', { name: code })).not.toBeInTheDocument();
    }
  });

  it('when Reset API keys is confirmed, then the server revokes every key and its message shows', async () => {
    const fetchMock = fetchRoutes([
      { path: '/api/superadmin/settings', respond: ok(stored) },
      {
        method: 'POST',
        path: '/api/superadmin/actions/reset-api-keys',
        respond: ok({ revoked: 3 }, { message: '3 API keys revoked.' }),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Reset API keys' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset API keys' })).getByRole('button', {
        name: 'Reset API keys',
      }),
    );
    expect(await screen.findByText('3 API keys revoked.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/actions/reset-api-keys'))).toBe(true);
  });

  it('when a quick action fails, then "Failed to execute action"', async () => {
    fetchRoutes([
      { path: '/api/superadmin/settings', respond: ok(stored) },
      { method: 'POST', path: '/api/superadmin/actions/clear-cache', respond: failure(500, 'INTERNAL', '') },
    ]);
    const user = userEvent.setup();
    renderRoute(<SettingsSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Clear cache' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear cache' })).getByRole('button', { name: 'Clear cache' }),
    );
    expect(await screen.findByText(superadminMessages.actionFailed)).toBeInTheDocument();
  });
});
