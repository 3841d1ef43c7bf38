import { useState } from 'react';
import { roleLabels, roles, type Role } from '@contracts/roles';
import { superadminMessages, type PlatformUser } from '@contracts/superadmin';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { labelledOptions, SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast-context';
import { ApiError } from '@/lib/api-client';
import { useSuperadminUser, useUpdateUserRole } from '@/features/admin-dashboard/api/superadmin';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';
import layout from '@/components/layout/dashboard-sections.module.css';
import { UserStatusBadge } from './user-status-badge';
import { useUserAccess } from './use-user-access';
import styles from './users.module.css';

interface UserDetailsDialogProps {
  uid: string | null;
  onClose: () => void;
}

/** The detail modal of a user (GET /api/superadmin/users/{uid}): every field, the role selector and enable/disable. */
export function UserDetailsDialog({ uid, onClose }: UserDetailsDialogProps) {
  const details = useSuperadminUser(uid);
  const user = details.data;
  return (
    <Dialog
      open={uid !== null}
      onClose={onClose}
      title={user ? user.displayName || user.email : 'User details'}
      size="lg"
      align="start"
    >
      {details.isPending ? (
        <div className={layout.list} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading the user
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={32} />
          ))}
        </div>
      ) : details.isError ? (
        <ErrorWithRetry
          title={
            details.error instanceof ApiError && details.error.status === 404 ? 'User not found' : 'Failed to load user'
          }
          onRetry={() => details.refetch()}
        />
      ) : (
        <UserDetails key={`${details.data.uid}-${details.data.role}`} user={details.data} />
      )}
    </Dialog>
  );
}

function UserDetails({ user }: { user: PlatformUser }) {
  const { user: me } = useSession();
  const toast = useToast();
  const [role, setRole] = useState<Role>(user.role ?? 'pet_owner');
  const updateRole = useUpdateUserRole();
  const access = useUserAccess();
  // The server refuses both for one's own account (no self-demotion, no self-lockout); the screen says so first.
  const isMe = me?.uid === user.uid;

  function saveRole() {
    updateRole.mutate(
      { uid: user.uid, role },
      {
        onSuccess: () => toast.show({ message: superadminMessages.roleUpdated(role) }),
        onError: (error) =>
          toast.show({
            tone: 'danger',
            message: actionFailureText(error, superadminMessages.roleFailed, superadminMessages.roleNetworkFailed),
          }),
      },
    );
  }

  return (
    <div className={layout.section}>
      <dl className={layout.details}>
        <div>
          <dt>Email</dt>
          <dd>{user.email || '—'}</dd>
        </div>
        <div>
          <dt>Display name</dt>
          <dd>{user.displayName || '—'}</dd>
        </div>
        <div>
          <dt>User id</dt>
          <dd>
            <code>{user.uid}</code>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <UserStatusBadge user={user} />
          </dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{user.role ? roleLabels[user.role] : 'No role yet'}</dd>
        </div>
        <div>
          <dt>Email verified</dt>
          <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phoneNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>Photo</dt>
          <dd>{user.photoURL ? <a href={user.photoURL}>{user.photoURL}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(user.creationTime)}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{user.lastSignInTime ? formatDate(user.lastSignInTime) : 'Never'}</dd>
        </div>
      </dl>

      {isMe ? <p className={styles.note}>This is your own account: you cannot change its role or disable it.</p> : null}
      <div className={layout.controls}>
        <SelectField
          label="Role"
          value={role}
          disabled={isMe}
          onChange={(event) => setRole(event.target.value as Role)}
          options={labelledOptions(roles, roleLabels)}
        />
        <Button onClick={saveRole} loading={updateRole.isPending} disabled={isMe || role === user.role}>
          Update Role
        </Button>
        <Button
          variant={user.disabled ? 'secondary' : 'danger'}
          onClick={() => access.toggle(user)}
          loading={access.pending}
          disabled={isMe}
        >
          {user.disabled ? 'Enable User' : 'Disable User'}
        </Button>
      </div>
    </div>
  );
}
