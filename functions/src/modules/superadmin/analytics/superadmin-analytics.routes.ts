import { Router } from 'express';
import { analyticsQuerySchema, exportQuerySchema, reportQuerySchema } from '../../../contracts/superadmin';
import { superadminAccess } from '../../../core/auth';
import { parse } from '../../../core/validation';
import { auditActor } from '../../../core/audit-actor';
import { exportPlatformData } from './export-platform-data';
import { getPlatformAnalytics, type AnalyticsDependencies } from './get-platform-analytics';
import { buildReport } from './platform-reports';

/** Issue 9 section 4: the platform analytics, the four reports and the file exports, superadmins only. */
export function superadminAnalyticsRoutes(dependencies: AnalyticsDependencies): Router {
  const router = Router();
  router.get('/superadmin/analytics', ...superadminAccess, async (req, res) => {
    const { timeframe } = parse(analyticsQuerySchema, req.query);
    res.json({ success: true, data: await getPlatformAnalytics(timeframe, dependencies) });
  });
  router.get('/superadmin/reports', ...superadminAccess, async (req, res) => {
    const { type, timeframe } = parse(reportQuerySchema, req.query);
    const report = buildReport(type, await getPlatformAnalytics(timeframe, dependencies), dependencies.clock.now());
    res.json({ success: true, data: report });
  });
  router.get('/superadmin/exports', ...superadminAccess, async (req, res) => {
    const { type, format, timeframe } = parse(exportQuerySchema, req.query);
    const file = await exportPlatformData(auditActor(req, res), type, format, timeframe, dependencies);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file.body);
  });
  return router;
}
