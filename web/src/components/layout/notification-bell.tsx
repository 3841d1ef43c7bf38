import { Bell } from 'lucide-react';
import styles from './notification-bell.module.css';

/** The header's notification bell with its count (the specifications fix the count; no data drives it yet). */
export function NotificationBell({ count }: { count: number }) {
  return (
    <span className={styles.bell} role="img" aria-label={`${count} notifications`}>
      <Bell size={20} aria-hidden="true" />
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
