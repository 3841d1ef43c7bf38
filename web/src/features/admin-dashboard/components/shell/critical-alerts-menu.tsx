import { ShieldAlert } from 'lucide-react';
import type { CriticalAlert } from '@contracts/superadmin';
import { DropdownMenu, type MenuItem } from '@/components/dropdown-menu';
import bellStyles from '@/components/layout/notification-bell.module.css';
import { useCriticalAlerts } from '@/features/admin-dashboard/api/superadmin';
import styles from './critical-alerts-menu.module.css';

/**
 * The superadmin's critical alerts beside the bell (docs/decisions/0099-weekly-summary-and-critical-alerts.md): the
 * conditions that hold now, not events to read, so they live apart from the notifications and leave when resolved.
 * The badge counts the alerts; each opens the console screen that resolves it. No alert, no badge.
 */
export function CriticalAlertsMenu() {
  const alerts = useCriticalAlerts();
  const current = alerts.data ?? [];
  const itemOf = (alert: CriticalAlert): MenuItem => ({
    kind: 'link',
    key: alert.kind,
    label: alert.title,
    description: alert.detail ?? undefined,
    to: alert.link,
    icon: <span className={styles.marker} aria-hidden="true" />,
  });

  return (
    <DropdownMenu
      chevron={false}
      align="end"
      triggerClassName={bellStyles.bell}
      menuLabel="Critical alerts"
      trigger={
        <>
          <ShieldAlert size={20} aria-hidden="true" />
          <span className="visually-hidden">
            {current.length === 0
              ? 'No critical alerts'
              : current.length === 1
                ? '1 critical alert'
                : `${current.length} critical alerts`}
          </span>
          {current.length > 0 ? (
            <span className={`${bellStyles.count} ${styles.urgent}`} aria-hidden="true">
              {current.length}
            </span>
          ) : null}
        </>
      }
      header={<strong>Critical alerts</strong>}
      empty={
        alerts.isError
          ? 'Alerts could not be loaded. They will be tried again shortly.'
          : alerts.isPending
            ? 'Loading alerts...'
            : 'No critical alerts: nothing needs you right now.'
      }
      items={current.map(itemOf)}
    />
  );
}
