import { Router } from 'express';
import { maintenanceInputSchema, platformSettingsSchema, quickActionMessages } from '../../contracts/platform-settings';
import { superadminMessages } from '../../contracts/superadmin';
import { superadminAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { parse } from '../../core/validation';
import { auditActor } from '../../core/audit-actor';
import { clearCaches, getPlatformStatus, setMaintenanceMode, settingsView, updateSettings } from './manage-settings';
import type { PlatformSettingsReader } from '../../data/platform-settings';

export interface SettingsRouteDependencies {
  clock: Clock;
  settings: PlatformSettingsReader;
}

/** docs/product.md#platform-settings: the system settings and the quick actions of the settings screen (superadmins). */
export function platformSettingsRoutes({ clock, settings }: SettingsRouteDependencies): Router {
  const router = Router();
  router.get('/superadmin/settings', ...superadminAccess, async (_req, res) => {
    res.json({ success: true, data: settingsView(await settings.get()) });
  });
  router.put('/superadmin/settings', ...superadminAccess, async (req, res) => {
    const input = parse(platformSettingsSchema, req.body);
    const saved = await updateSettings(auditActor(req, res), input, clock);
    res.json({ success: true, data: saved, message: superadminMessages.settingsSaved });
  });
  router.post('/superadmin/actions/maintenance', ...superadminAccess, async (req, res) => {
    const { enabled } = parse(maintenanceInputSchema, req.body);
    await setMaintenanceMode(auditActor(req, res), enabled, clock);
    res.json({ success: true, data: { maintenanceMode: enabled }, message: quickActionMessages.maintenance(enabled) });
  });
  router.post('/superadmin/actions/clear-cache', ...superadminAccess, async (req, res) => {
    const { cacheGeneration, message } = await clearCaches(auditActor(req, res), clock);
    res.json({ success: true, data: { cacheGeneration }, message });
  });
  return router;
}

/**
 * GET /api/platform/status: public and open during maintenance (the web app shows the maintenance page from it).
 * Browsers may keep it 30 s: a maintenance switch reaches open pages within that.
 */
export function platformStatusRoutes(settings: PlatformSettingsReader): Router {
  const router = Router();
  router.get('/platform/status', async (_req, res) => {
    const status = await getPlatformStatus(settings);
    res.set('Cache-Control', 'public, max-age=30');
    res.json({ success: true, data: status });
  });
  return router;
}
