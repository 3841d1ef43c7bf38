import { Router } from 'express';
import type { Clock } from '../../core/clock';

export function healthRoutes(clock: Clock): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok', time: clock.now().toISOString() } });
  });
  return router;
}
