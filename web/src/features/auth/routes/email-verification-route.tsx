import { useEffect } from 'react';
import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { roleLabels, selfServiceRoles, type SelfServiceRole } from '@contracts/roles';
import { ButtonLink } from '@/components/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResendVerificationForm } from '@/features/auth/components/resend-verification-form';
import { storePendingRoleFromQuery } from '@/features/auth/api/pending-role';
import iconCircle from '@/components/icon-circle.module.css';
import styles from './email-verification-route.module.css';

/** /email-verification?email=..&role=.. (docs/product.md#pages-and-routes). */
export function EmailVerificationRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const roleParam = searchParams.get('role');
  const role = selfServiceRoles.includes(roleParam as SelfServiceRole) ? (roleParam as SelfServiceRole) : null;

  useEffect(() => {
    // The role waits as pending until the first sign-in with a verified email.
    storePendingRoleFromQuery(roleParam);
  }, [roleParam]);

  return (
    <AuthCard
      title="Verify your email"
      footer={
        <ButtonLink to="/signin" variant="ghost">
          Back to Sign In
        </ButtonLink>
      }
    >
      <div className={styles.notice}>
        <span className={`${iconCircle.disc} ${iconCircle.primary} ${styles.icon}`} aria-hidden="true">
          <MailCheck size={28} />
        </span>
        {email ? (
          <p>
            We sent a verification link to <strong className={styles.email}>{email}</strong>.
          </p>
        ) : (
          <p>We sent a verification link to your email address.</p>
        )}
        <p className={styles.muted}>Open the link in that email to verify your account, then sign in.</p>
        {role ? (
          <p className={styles.muted}>
            Account type: <strong>{roleLabels[role]}</strong>
          </p>
        ) : null}
      </div>
      <ResendVerificationForm email={email} />
    </AuthCard>
  );
}
