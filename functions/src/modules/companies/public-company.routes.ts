import { Router } from 'express';
import { idParams } from '../../core/validation';
import type { PlatformSettingsReader } from '../platform/platform-settings.repository';
import { publicCache } from '../platform/public-cache';
import { getPublicCompany, listPublicCompanyServices } from './get-public-company';

export function publicCompanyRoutes(settings: PlatformSettingsReader): Router {
  const router = Router();
  const cached = publicCache(settings);
  router.get('/companies/:companyId/public', cached, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.json({ success: true, data: await getPublicCompany(companyId) });
  });
  router.get('/companies/:companyId/services/public', cached, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.json({ success: true, data: await listPublicCompanyServices(companyId) });
  });
  return router;
}
