import { Router } from 'express';
import { marketplaceCitiesQuerySchema, marketplaceQuerySchema } from '../../contracts/services';
import { parse } from '../../core/validation';
import type { PlatformSettingsReader } from '../../data/platform-settings';
import { publicCache } from '../../core/public-cache';
import { listMarketplaceCities } from './list-marketplace-cities';
import { listPublicServices } from './list-public-services';

export function marketplaceRoutes(settings: PlatformSettingsReader): Router {
  const router = Router();
  router.get('/services/public', publicCache(settings), async (req, res) => {
    const query = parse(marketplaceQuerySchema, req.query);
    const page = await listPublicServices(query);
    res.json({
      success: true,
      data: page.services,
      pagination: { limit: query.limit, nextCursor: page.nextCursor, total: page.total },
    });
  });
  router.get('/services/public/cities', publicCache(settings), async (req, res) => {
    parse(marketplaceCitiesQuerySchema, req.query);
    res.json({ success: true, data: await listMarketplaceCities() });
  });
  return router;
}
