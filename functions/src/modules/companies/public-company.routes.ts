import { Router } from 'express';
import { idParams } from '../../core/validation';
import { getPublicCompany, listPublicCompanyServices } from './get-public-company';

export function publicCompanyRoutes(): Router {
  const router = Router();
  router.get('/companies/:companyId/public', async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: await getPublicCompany(companyId) });
  });
  router.get('/companies/:companyId/services/public', async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: await listPublicCompanyServices(companyId) });
  });
  return router;
}
