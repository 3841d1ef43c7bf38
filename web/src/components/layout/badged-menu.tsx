import type { ReactNode } from 'react';
import { DropdownMenu, type MenuItem } from '@/components/dropdown-menu';
import styles from './badged-menu.module.css';

interface BadgedMenuProps {
  /** The menu's name for assistive technology, and its header. */
  label: string;
  icon: ReactNode;
  /** The count as screen readers hear it: "3 unread notifications". */
  countText: string;
  /** The badge's text; no badge when null. */
  badge: ReactNode;
  /** A red badge, for what needs acting on. */
  urgent?: boolean;
  /** What the open menu says when it has no items. */
  empty: string;
  items: MenuItem[];
}

/** A header's round icon button with a count badge, opening a menu of items: the bell, the critical alerts. */
export function BadgedMenu({ label, icon, countText, badge, urgent = false, empty, items }: BadgedMenuProps) {
  return (
    <DropdownMenu
      chevron={false}
      align="end"
      triggerClassName={styles.button}
      menuLabel={label}
      trigger={
        <>
          {icon}
          <span className="visually-hidden">{countText}</span>
          {badge === null ? null : (
            <span className={urgent ? `${styles.badge} ${styles.urgent}` : styles.badge} aria-hidden="true">
              {badge}
            </span>
          )}
        </>
      }
      header={<strong>{label}</strong>}
      empty={empty}
      items={items}
    />
  );
}
