import { Router } from 'express';
import { marketplaceQuerySchema } from '../../contracts/services';
import { parse } from '../../core/validation';
import type { PlatformSettingsReader } from '../platform/platform-settings.repository';
import { publicCache } from '../platform/public-cache';
import { listPublicServices } from './list-public-services';

export function marketplaceRoutes(settings: PlatformSettingsReader): Router {
  const router = Router();
  router.get('/services/public', publicCache(settings), async (req, res) => {
    const query = parse(marketplaceQuerySchema, req.query);
    const page = await listPublicServices(query);
    res.json({ success: true, data: page.services, pagination: { limit: query.limit, nextCursor: page.nextCursor } });
  });
  return router;
}
