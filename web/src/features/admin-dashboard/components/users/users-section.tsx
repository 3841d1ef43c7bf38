import { useState } from 'react';
import { UserSearch } from 'lucide-react';
import { roleLabels, roles } from '@contracts/roles';
import {
  DEFAULT_USER_PAGE_SIZE,
  userPageSizes,
  userDisplayStatus,
  userStatusFilters,
  type PlatformUser,
  type UserStatusFilter,
} from '@contracts/superadmin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RowActionsMenu } from '@/components/dropdown-menu';
import { dateColumn, Pagination, Table, textColumn, type TableColumn } from '@/components/table';
import { useSuperadminUsers, type UsersFilter } from '@/features/admin-dashboard/api/superadmin';
import { useSession } from '@/lib/session';
import layout from '@/components/layout/dashboard-sections.module.css';
import { useServerList } from '@/features/admin-dashboard/hooks/use-server-list';
import { ServerListResults, ServerListToolbar } from '@/features/admin-dashboard/components/server-list';
import { UserDetailsDialog } from './user-details-dialog';
import { useUserAccess } from './use-user-access';
import { UserStatusBadge } from './user-status-badge';
import styles from './users.module.css';
import { OneLine } from '@/components/one-line';
import { labelledOptions } from '@/components/select-field';
import { formatQuantity } from '@/lib/format';

const statusLabels: Record<UserStatusFilter, string> = {
  active: 'Active',
  disabled: 'Disabled',
  verified: 'Verified',
  unverified: 'Unverified',
};

/**
 * User Management (docs/product.md#superadmin-console): role, status and text search, all sent to the server with the page
 * and its size; the filters and the page live in the URL so a reload keeps them. The columns sort the page, as the
 * companies' table does.
 */
export function UsersSection() {
  const list = useServerList({
    filters: {
      role: { label: 'Role', allLabel: 'All roles', options: labelledOptions(roles, roleLabels) },
      status: { label: 'Status', allLabel: 'All statuses', options: labelledOptions(userStatusFilters, statusLabels) },
    },
    pageSizes: userPageSizes,
    defaultPageSize: DEFAULT_USER_PAGE_SIZE,
  });
  const filter: UsersFilter = list.query();
  const users = useSuperadminUsers(filter);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<PlatformUser | null>(null);
  const access = useUserAccess();
  const { user: me } = useSession();

  const columns: TableColumn<PlatformUser>[] = [
    {
      id: 'email',
      header: 'Email',
      sortValue: (user) => (user.email || user.uid).toLowerCase(),
      cell: (user) => (
        <button type="button" className={styles.open} onClick={() => setOpenUid(user.uid)} aria-haspopup="dialog">
          <OneLine>{user.email || user.uid}</OneLine>
        </button>
      ),
    },
    textColumn('name', 'Name', (user) => user.displayName || '—'),
    textColumn('role', 'Role', (user) => (user.role ? roleLabels[user.role] : 'No role yet')),
    {
      id: 'status',
      header: 'Status',
      sortValue: (user) => userDisplayStatus(user),
      cell: (user) => <UserStatusBadge user={user} />,
    },
    dateColumn('created', 'Created', (user) => user.creationTime),
    dateColumn('lastSignIn', 'Last sign-in', (user) => user.lastSignInTime),
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (user) => (
        <RowActionsMenu
          // Named by the person, not the email, so the email stays the one control named by it.
          label={`Actions for ${user.displayName || user.uid}`}
          items={[
            { kind: 'action', label: 'View details', onSelect: () => setOpenUid(user.uid) },
            // One's own account cannot be disabled (the server refuses a self-lockout).
            ...(user.uid === me?.uid
              ? []
              : [
                  user.disabled
                    ? { kind: 'action' as const, label: 'Enable user', onSelect: () => access.toggle(user) }
                    : { kind: 'action' as const, label: 'Disable user', onSelect: () => setDisabling(user) },
                ]),
          ]}
        />
      ),
    },
  ];

  return (
    <div className={layout.section}>
      <ServerListToolbar
        list={list}
        search={{ id: 'user-search', label: 'Search users', placeholder: 'Search by email, name or user id' }}
        pageSizeLabel="Users per page"
      />

      <ServerListResults
        query={users}
        loading={{ subject: 'users', rowHeight: 48, radius: 'md' }}
        isEmpty={(page) => page.users.length === 0}
        empty={{
          icon: <UserSearch size={28} />,
          title: 'No Users Found',
          narrowed: list.narrowed,
          noMatch: 'No account matches this search, role and status.',
          noneYet: 'Accounts appear here as soon as people sign up.',
        }}
      >
        {({ users: rows, pagination }) => (
          <>
            <p className={layout.muted} aria-live="polite">
              {formatQuantity(pagination.totalUsers, 'user')}
            </p>
            <div className={layout.busy} aria-busy={users.isPlaceholderData || undefined}>
              <Table caption="Platform users" columns={columns} rows={rows} rowKey={(user) => user.uid} />
            </div>
            {pagination.totalPages > 1 ? (
              <Pagination
                label="Users"
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                onPageChange={(page) => list.goTo(page, pagination.nextCursor)}
              />
            ) : null}
          </>
        )}
      </ServerListResults>
      <ConfirmDialog
        open={disabling !== null}
        onClose={() => setDisabling(null)}
        title={`Disable ${disabling?.displayName || disabling?.email || 'this user'}?`}
        description="They are signed out and cannot sign in until an admin enables the account again."
        keepLabel="Keep Active"
        confirmLabel="Disable User"
        busy={access.pending}
        onConfirm={() => disabling && access.toggle(disabling, { onSettled: () => setDisabling(null) })}
      />
      <UserDetailsDialog uid={openUid} onClose={() => setOpenUid(null)} />
    </div>
  );
}
