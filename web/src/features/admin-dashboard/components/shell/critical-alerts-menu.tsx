import { ShieldAlert } from 'lucide-react';
import type { CriticalAlert } from '@contracts/superadmin';
import type { MenuItem } from '@/components/dropdown-menu';
import { BadgedMenu } from '@/components/layout/badged-menu';
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
    <BadgedMenu
      label="Critical alerts"
      icon={<ShieldAlert size={20} aria-hidden="true" />}
      countText={
        current.length === 0
          ? 'No critical alerts'
          : current.length === 1
            ? '1 critical alert'
            : `${current.length} critical alerts`
      }
      badge={current.length > 0 ? current.length : null}
      urgent
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
