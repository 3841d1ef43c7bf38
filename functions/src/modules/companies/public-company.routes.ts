import { Router } from 'express';
import { reviewsQuerySchema } from '../../contracts/reviews';
import type { Clock } from '../../core/clock';
import { idParams, parse } from '../../core/validation';
import type { PlatformSettingsReader } from '../../data/platform-settings';
import { publicCache } from '../../core/public-cache';
import { getPublicCompany, listPublicCompanyServices } from './get-public-company';
import { listCompanyReviews } from './list-company-reviews';

export function publicCompanyRoutes(settings: PlatformSettingsReader, clock: Clock): Router {
  const router = Router();
  const cached = publicCache(settings);
  router.get('/companies/:companyId/public', cached, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.json({ success: true, data: await getPublicCompany(companyId, clock.now()) });
  });
  router.get('/companies/:companyId/services/public', cached, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    res.json({ success: true, data: await listPublicCompanyServices(companyId) });
  });
  router.get('/companies/:companyId/reviews', cached, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    const { reviews, pagination } = await listCompanyReviews(companyId, parse(reviewsQuerySchema, req.query));
    res.json({ success: true, data: reviews, pagination });
  });
  return router;
}
