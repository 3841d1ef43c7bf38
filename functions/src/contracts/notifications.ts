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
export const appNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path of the web app (the booking, company or user it is about). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** `GET /api/notifications`: newest first, one page, with the recipient's unread count. */
export const notificationsPageSchema = z.object({
  notifications: z.array(appNotificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `PUT /api/notifications/read-all`: how many were unread. */
export const markedReadSchema = z.object({ marked: z.number().int() });

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const listNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  cursor: idSchema('The cursor is not valid.').optional(),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;
