import { Router } from 'express';
import {
  adminCompaniesQuerySchema,
  superadminMessages,
  updateCompanyStatusInputSchema,
  verifyCompanyInputSchema,
} from '../../contracts/superadmin';
import { superadminAccess } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { idParams, parse } from '../../core/validation';
import { auditActor } from '../../core/audit-actor';
import { getAdminCompany, getAdminCompanyStats, listAdminCompanies } from './list-admin-companies';
import { setCompanyVerified, updateCompanyStatus } from './moderate-company';

/** docs/product.md#superadmin-console: the superadmin's company management. */
export function superadminCompaniesRoutes(clock: Clock): Router {
  const router = Router();

  router.get('/superadmin/companies', ...superadminAccess, async (req, res) => {
    const query = parse(adminCompaniesQuerySchema, req.query);
    res.json({ success: true, ...(await listAdminCompanies(query)) });
  });
  router.get('/superadmin/companies/stats', ...superadminAccess, async (_req, res) => {
    res.json({ success: true, data: await getAdminCompanyStats() });
  });
  router.put('/superadmin/companies/:companyId/status', ...superadminAccess, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    const { status } = parse(updateCompanyStatusInputSchema, req.body);
    await updateCompanyStatus(companyId, status, clock, auditActor(req, res));
    res.json({
      success: true,
      data: await getAdminCompany(companyId),
      message: superadminMessages.companyStatusUpdated(status),
    });
  });
  router.put('/superadmin/companies/:companyId/verify', ...superadminAccess, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    const { verified } = parse(verifyCompanyInputSchema, req.body);
    await setCompanyVerified(companyId, verified, clock, auditActor(req, res));
    res.json({
      success: true,
      data: await getAdminCompany(companyId),
      message: superadminMessages.verificationUpdated(verified),
    });
  });
  return router;
}
