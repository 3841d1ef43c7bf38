import { Router } from 'express';
import { listNotificationsQuerySchema } from '../../contracts/notifications';
import { authenticate, currentUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { idParams, parse } from '../../core/validation';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './manage-notifications';

/** Every role's own notifications: nobody reads or marks another user's (the uid is the caller's, never a parameter). */
export function notificationsRoutes(clock: Clock): Router {
  const router = Router();
  router.get('/notifications', authenticate, async (req, res) => {
    const query = parse(listNotificationsQuerySchema, req.query);
    const { nextCursor, ...page } = await listNotifications(currentUser(res).uid, query);
    res.json({ success: true, data: page, pagination: { limit: query.limit, nextCursor } });
  });
  // Before /:id/read, so "read-all" is never taken for an id.
  router.put('/notifications/read-all', authenticate, async (_req, res) => {
    res.json({ success: true, data: await markAllNotificationsRead(currentUser(res).uid, clock) });
  });
  router.put('/notifications/:notificationId/read', authenticate, async (req, res) => {
    const { notificationId } = idParams(req, 'notificationId');
    res.json({ success: true, data: await markNotificationRead(currentUser(res).uid, notificationId, clock) });
  });
  return router;
}
