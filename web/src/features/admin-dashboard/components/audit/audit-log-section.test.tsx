import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView } from '@contracts/superadmin';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';
import { auditChanges } from './audit-diff';

const { AuditLogSection } = await import('./audit-log-section');

const session = fakeSession({ signedIn: true, role: 'superadmin' });
const entry = (id: string, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  actorUid: 'admin-1',
  actorEmail: 'admin@petnest.demo',
  actorName: 'Ada Admin',
  targetName: null,
  reason: null,
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
              targetName: 'Nora Owner',
              before: { disabled: false },
              after: { disabled: true },
            }),
            entry('a-1', {
              action: 'company.status',
              targetType: 'company',
              targetId: 'company-1',
              targetName: 'Happy Paws Grooming',
              before: { status: 'active' },
              after: { status: 'suspended' },
              reason: 'Fake reviews',
            }),
          ],
          { pagination: { limit: 20, nextCursor: null } },
        ),
      },
    ]);
    const user = userEvent.setup();
    renderRoute(<AuditLogSection />, { session });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('link', { name: 'Ada Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard?section=users&search=admin-1',
    );
    expect(within(table).getByText('admin@petnest.demo')).toBeInTheDocument();
    expect(within(table).getByText('Updated settings')).toBeInTheDocument();
    expect(within(table).getByText('General: Session timeout:')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Changed user access')).toBeInTheDocument();
    const next = screen.getByRole('table', { name: 'Audit log' });
    expect(within(next).getByRole('link', { name: 'Nora Owner' })).toHaveAttribute(
      'href',
      '/admin/dashboard?section=users&search=u7',
    );
    expect(within(next).getByText('Enabled')).toBeInTheDocument();
    expect(within(next).getByText('Disabled')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Happy Paws Grooming' })).toHaveAttribute(
      'href',
      '/admin/dashboard?section=companies&search=Happy%20Paws%20Grooming',
    );
    expect(within(next).getByText('Suspended')).toBeInTheDocument();
    expect(within(next).getByText('Fake reviews')).toBeInTheDocument();
    expect(within(next).queryByText('u7')).not.toBeInTheDocument();
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

  it('diffs nested values down to what changed, in words', () => {
    expect(auditChanges({ general: { sessionTimeout: 30, x: 1 } }, { general: { sessionTimeout: 60, x: 1 } })).toEqual([
      { path: 'General: Session timeout', before: '30', after: '60' },
    ]);
    expect(auditChanges({ status: 'pending' }, { status: 'suspended' })).toEqual([
      { path: 'Status', before: 'Pending review', after: 'Suspended' },
    ]);
    expect(auditChanges({ role: 'pet_owner' }, { role: 'superadmin' })).toEqual([
      { path: 'Role', before: 'Pet Owner', after: 'Superadmin' },
    ]);
    expect(auditChanges({ verified: true }, { verified: false })).toEqual([
      { path: 'Verification', before: 'Verified', after: 'Unverified' },
    ]);
    expect(
      auditChanges(
        { integrations: { storageProvider: 'aws-s3' }, general: { maintenanceMode: false } },
        { integrations: { storageProvider: 'google-cloud' }, general: { maintenanceMode: true } },
      ),
    ).toEqual([
      { path: 'Integrations: Storage provider', before: 'Amazon S3', after: 'Google Cloud Storage' },
      { path: 'General: Maintenance mode', before: 'Off', after: 'On' },
    ]);
    expect(auditChanges(null, { type: 'users', format: 'csv' })).toEqual([
      { path: 'Export', before: '(none)', after: 'users' },
      { path: 'Format', before: '(none)', after: 'csv' },
    ]);
  });
});
