import { Router } from 'express';
import { superadminAccess } from '../../core/auth';
import type { PlatformSettingsReader } from '../../data/platform-settings';
import { listCriticalAlerts } from './list-critical-alerts';

/** The console header's critical alerts: the conditions that hold now (README#critical-alerts). */
export function superadminAlertsRoutes(settings: PlatformSettingsReader): Router {
  const router = Router();
  router.get('/superadmin/alerts', ...superadminAccess, async (_req, res) => {
    res.json({ success: true, data: await listCriticalAlerts(settings) });
  });
  return router;
}
