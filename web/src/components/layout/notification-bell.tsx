import { Bell, CheckCheck } from 'lucide-react';
import type { AppNotification } from '@contracts/notifications';
import type { MenuItem } from '@/components/dropdown-menu';
import { BadgedMenu } from '@/components/layout/badged-menu';
import { useMarkNotificationsRead, useNotifications } from '@/lib/api/notifications';
import { formatDate } from '@/lib/format';
import styles from './notification-bell.module.css';

/**
 * The header's bell: the signed-in user's unread count, and a menu of the latest items (each opens what it is about
 * and is marked read) with Mark all as read. docs/product.md#notifications.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const latest = notifications.data?.notifications ?? [];

  const itemOf = (notification: AppNotification): MenuItem => ({
    kind: 'link',
    key: notification.id,
    label: notification.readAt ? notification.title : `${notification.title} (unread)`,
    description: `${notification.body} · ${formatDate(notification.createdAt)}`,
    to: notification.link,
    icon: <span className={notification.readAt ? styles.readDot : styles.unreadDot} aria-hidden="true" />,
    onSelect: () => {
      if (!notification.readAt) markRead.mutate(notification.id);
    },
  });
  const items: MenuItem[] = [
    ...latest.map(itemOf),
    ...(unread > 0
      ? [
          {
            kind: 'action' as const,
            label: 'Mark all as read',
            icon: <CheckCheck size={16} aria-hidden="true" />,
            onSelect: () => markRead.mutate(undefined),
          },
        ]
      : []),
  ];

  return (
    <BadgedMenu
      label="Notifications"
      icon={<Bell size={20} aria-hidden="true" />}
      countText={unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
      badge={unread > 0 ? (unread > 99 ? '99+' : unread) : null}
      empty={
        notifications.isError
          ? 'Notifications could not be loaded. They will be tried again shortly.'
          : notifications.isPending
            ? 'Loading notifications...'
            : "You're all caught up."
      }
      items={items}
    />
  );
}
