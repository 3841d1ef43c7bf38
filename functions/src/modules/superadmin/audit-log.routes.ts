import { Router } from 'express';
import { auditQuerySchema } from '../../contracts/superadmin';
import { superadminAccess } from '../../core/auth';
import { parse } from '../../core/validation';
import { listAuditLog } from './list-audit-log';

/** The audit log page of the console: newest first, paged by cursor (an audit entry id). */
export function auditLogRoutes(): Router {
  const router = Router();
  router.get('/superadmin/audit-log', ...superadminAccess, async (req, res) => {
    const { limit, cursor } = parse(auditQuerySchema, req.query);
    const { entries, nextCursor } = await listAuditLog(limit, cursor);
    res.json({ success: true, data: entries, pagination: { nextCursor, limit } });
  });
  return router;
}
