import { Router } from 'express';
import { z } from 'zod';
import { authenticate, currentUser } from '../../core/auth';
import { parse } from '../../core/validation';
import { syncOwnDirectoryEntry } from './sync-directory-entry';

/** Any signed-in account, verified or not, with or without a role: the directory must list them all. */
export function usersRoutes(): Router {
  const router = Router();
  router.post('/users/me/directory', authenticate, async (req, res) => {
    parse(z.strictObject({}), req.body ?? {});
    await syncOwnDirectoryEntry(currentUser(res).uid);
    res.json({ success: true, data: { synced: true } });
  });
  return router;
}
