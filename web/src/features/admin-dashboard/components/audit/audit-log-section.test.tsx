import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@contracts/superadmin';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { auditChanges } from './audit-diff';

const { AuditLogSection } = await import('./audit-log-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actorUid: 'admin-1',
  actorEmail: 'admin@petnest.demo',
  action: 'settings.update',
  targetType: 'settings',
  targetId: 'platform',
  before: { general: { sessionTimeout: 30 } },
  after: { general: { sessionTimeout: 60 } },
  at: '2026-11-23T14:00:00.000Z',
  address: '203.0.113.9',
  ...overrides,
});

describe('AuditLogSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when paging, then Next follows the cursor and Previous goes back; each row shows who, what and the change', async () => {
    fetchRoutes([
      {
        path: '/api/superadmin/audit-log?limit=20',
        respond: ok([entry('a1')], { pagination: { limit: 20, nextCursor: 'a1' } }),
      },
      {
        path: '/api/superadmin/audit-log?limit=20&cursor=a1',
        respond: ok(
          [
            entry('a0', {
              action: 'user.disable',
              targetType: 'user',
              targetId: 'u7',
              before: { disabled: false },
              after: { disabled: true },
            }),
          ],
          { pagination: { limit: 20, nextCursor: null } },
        ),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<AuditLogSection />, { session });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('admin@petnest.demo')).toBeInTheDocument();
    expect(within(table).getByText('Updated settings')).toBeInTheDocument();
    expect(within(table).getByText('general.sessionTimeout:')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Changed user access')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Updated settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('when the log is empty, then it says why', async () => {
    fetchRoutes([
      { path: '/api/superadmin/audit-log?limit=20', respond: ok([], { pagination: { limit: 20, nextCursor: null } }) },
    ]);
    renderRoute(<AuditLogSection />, { session });
    expect(await screen.findByText(/No superadmin has changed anything yet/)).toBeInTheDocument();
  });

  it('when the log cannot load, then the error with Try Again', async () => {
    fetchRoutes([{ path: '/api/superadmin/audit-log?limit=20', respond: failure(500, 'INTERNAL', 'x') }]);
    renderRoute(<AuditLogSection />, { session });
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('diffs nested values down to what changed', () => {
    expect(auditChanges({ general: { a: 1, b: 2 } }, { general: { a: 1, b: 3 } })).toEqual([
      { path: 'general.b', before: '2', after: '3' },
    ]);
    expect(auditChanges('active', 'suspended')).toEqual([{ path: '', before: 'active', after: 'suspended' }]);
    expect(auditChanges(null, { type: 'users', format: 'csv' })).toEqual([
      { path: 'type', before: '(none)', after: 'users' },
      { path: 'format', before: '(none)', after: 'csv' },
    ]);
  });
});
