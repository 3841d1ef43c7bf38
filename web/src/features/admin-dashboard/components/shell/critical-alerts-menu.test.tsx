import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CriticalAlert } from '@contracts/superadmin';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { CriticalAlertsMenu } from './critical-alerts-menu';

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const pending: CriticalAlert = {
  kind: 'companies_pending',
  title: '2 companies waiting for review',
  count: 2,
  detail: null,
  link: '/admin/dashboard?section=companies&status=pending',
};
const failedJob: CriticalAlert = {
  kind: 'job_failed',
  title: '1 scheduled job failed its last run',
  count: 1,
  detail: 'sendWeeklySummaries: Firestore is unavailable',
  link: '/admin/dashboard?section=overview',
};

describe('CriticalAlertsMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when conditions hold, then the badge counts the alerts and each opens the screen that resolves it', async () => {
    fetchRoutes([{ path: '/api/superadmin/alerts', respond: ok([failedJob, pending]) }]);
    const user = userEvent.setup();
    const { router } = renderRoute(<CriticalAlertsMenu />, {
      session,
      extraRoutes: [{ path: '/admin/dashboard', element: <p>Companies</p> }],
    });
    const button = await screen.findByRole('button', { name: '2 critical alerts' });
    expect(button).toHaveTextContent('2');
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: /1 scheduled job failed its last run/ })).toHaveTextContent(
      'sendWeeklySummaries: Firestore is unavailable',
    );
    await user.click(screen.getByRole('menuitem', { name: /2 companies waiting for review/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=companies&status=pending'));
  });

  it('when nothing needs the admin, then no badge and the menu says so', async () => {
    fetchRoutes([{ path: '/api/superadmin/alerts', respond: ok([]) }]);
    const user = userEvent.setup();
    renderRoute(<CriticalAlertsMenu />, { session });
    const button = await screen.findByRole('button', { name: 'No critical alerts' });
    expect(button).not.toHaveTextContent(/\d/);
    await user.click(button);
    expect(screen.getByText('No critical alerts: nothing needs you right now.')).toBeInTheDocument();
  });

  it('when the alerts cannot be loaded, then the menu says they will be tried again', async () => {
    fetchRoutes([{ path: '/api/superadmin/alerts', respond: failure(500, 'INTERNAL_ERROR', 'Something went wrong') }]);
    const user = userEvent.setup();
    renderRoute(<CriticalAlertsMenu />, { session });
    await user.click(await screen.findByRole('button', { name: 'No critical alerts' }));
    expect(
      await screen.findByText('Alerts could not be loaded. They will be tried again shortly.'),
    ).toBeInTheDocument();
  });
});
