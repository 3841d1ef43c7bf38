import { z } from 'zod';
import { idSchema } from './ids';

/** What an in-app notification is about; the web picks its icon and the screens its link from it. */
export const notificationKinds = [
  'booking_requested',
  'booking_status',
  'booking_cancelled',
  'booking_rescheduled',
  'booking_reminder',
  'review_received',
  'weekly_summary',
  'company_standing',
  'subscription',
  'welcome',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** `users/{uid}/notifications/{id}` as the API answers it (docs/product.md#notifications). */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app (the booking, company or user it is about). */
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/notifications`: newest first, one page, with the recipient's unread count. */
export interface NotificationsPage {
  notifications: AppNotification[];
  unreadCount: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const listNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  cursor: idSchema('The cursor is not valid.').optional(),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;
