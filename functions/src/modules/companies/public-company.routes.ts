import { Router } from 'express';
import { z } from 'zod';
import { parse } from '../../core/validation';
import { getPublicCompany, listPublicCompanyServices } from './get-public-company';

const companyParamsSchema = z.object({ companyId: z.string().min(1).max(128) });

export function publicCompanyRoutes(): Router {
  const router = Router();
  router.get('/companies/:companyId/public', async (req, res) => {
    const { companyId } = parse(companyParamsSchema, req.params);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: await getPublicCompany(companyId) });
  });
  router.get('/companies/:companyId/services/public', async (req, res) => {
    const { companyId } = parse(companyParamsSchema, req.params);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ success: true, data: await listPublicCompanyServices(companyId) });
  });
  return router;
}
