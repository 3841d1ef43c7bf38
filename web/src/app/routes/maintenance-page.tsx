import { RefreshCw, Wrench } from 'lucide-react';
import { useMarkAppReady } from '@/app/app-ready';
import { Button } from '@/components/button';
import { LogoMark } from '@/components/layout/logo';
import iconCircle from '@/components/icon-circle.module.css';
import tones from '@/components/tones.module.css';
import styles from './maintenance-page.module.css';

export const MAINTENANCE_TEXT = 'Petnest is down for maintenance. Please try again shortly.';

/**
 * Shown instead of every page while maintenance mode is on (for everyone but superadmins). It sits outside the
 * router, so its links are plain ones; the sign-in link lets a superadmin in to switch maintenance off.
 */
export function MaintenancePage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  useMarkAppReady();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <LogoMark size={56} />
        <span className={`${iconCircle.disc} ${tones.accent}`} aria-hidden="true">
          <Wrench size={28} />
        </span>
        <h1 className={styles.title}>We&apos;ll be right back</h1>
        <p className={styles.text}>{MAINTENANCE_TEXT}</p>
        <Button onClick={onRetry} loading={retrying} icon={<RefreshCw />}>
          Try Again
        </Button>
        <a className={styles.signIn} href="/signin">
          Administrator sign in
        </a>
      </div>
    </main>
  );
}

/** What superadmins see on every page while they keep working during maintenance. */
export function MaintenanceBanner() {
  return (
    <div className={styles.banner} role="status">
      <Wrench size={16} aria-hidden="true" />
      <span>
        <strong>Maintenance mode is on</strong>: only superadmins can use Petnest.{' '}
        <a href="/admin/dashboard?section=settings">Open Settings</a>
      </span>
    </div>
  );
}
