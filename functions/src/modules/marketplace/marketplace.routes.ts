import { Router } from 'express';
import { marketplaceQuerySchema } from '../../contracts/services';
import { parse } from '../../core/validation';
import { listPublicServices } from './list-public-services';

export function marketplaceRoutes(): Router {
  const router = Router();
  router.get('/services/public', async (req, res) => {
    const query = parse(marketplaceQuerySchema, req.query);
    const page = await listPublicServices(query);
    res.set('Cache-Control', 'public, max-age=30');
    res.json({ success: true, data: page.services, pagination: { limit: query.limit, nextCursor: page.nextCursor } });
  });
  return router;
}
