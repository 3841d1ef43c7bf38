import { roleLabels } from '@contracts/roles';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import facts from '@/components/description-list.module.css';
import styles from './account-summary.module.css';

/** The signed-in account as Firebase knows it: what /profile and /settings show until their issues land. */
export function AccountSummary() {
  const { user, role } = useSession();
  if (!user) return null;
  const created = user.metadata.creationTime;
  return (
    <Card as="section" padding="lg" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title" className={styles.title}>
        Your account
      </h2>
      <dl className={facts.list}>
        <div>
          <dt>Name</dt>
          <dd>{user.displayName || 'Not set'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <span className={facts.email}>{user.email}</span>{' '}
            {user.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
          </dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{role ? roleLabels[role] : 'Not set'}</dd>
        </div>
        {created ? (
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(created)}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
