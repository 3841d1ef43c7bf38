import type { AppNotification, ListNotificationsQuery, NotificationsPage } from '../../contracts/notifications';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { notificationsRepository } from '../../data/notifications';

/** The signed-in user's notifications, newest first, and the badge's unread count (docs/product.md#notifications). */
export async function listNotifications(
  uid: string,
  query: ListNotificationsQuery,
): Promise<NotificationsPage & { nextCursor: string | null }> {
  const [page, unreadCount] = await Promise.all([
    notificationsRepository.page(uid, query.limit, query.cursor),
    notificationsRepository.unreadCount(uid),
  ]);
  if (!page) throw notFound('That page of notifications no longer exists.');
  return { notifications: page.notifications, unreadCount, nextCursor: page.next };
}

export async function markNotificationRead(uid: string, id: string, clock: Clock): Promise<AppNotification> {
  const notification = await notificationsRepository.markRead(uid, id, clock.now());
  if (!notification) throw notFound('Notification not found');
  return notification;
}

export async function markAllNotificationsRead(uid: string, clock: Clock): Promise<{ marked: number }> {
  return { marked: await notificationsRepository.markAllRead(uid, clock.now()) };
}
