import { Router } from 'express';
import {
  adminCompaniesQuerySchema,
  companyModeratedMessage,
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
    const input = parse(updateCompanyStatusInputSchema, req.body);
    await updateCompanyStatus(companyId, input, clock, auditActor(req, res));
    const company = await getAdminCompany(companyId);
    res.json({
      success: true,
      data: company,
      message: companyModeratedMessage(company.name, { status: input.status }),
    });
  });
  router.put('/superadmin/companies/:companyId/verify', ...superadminAccess, async (req, res) => {
    const { companyId } = idParams(req, 'companyId');
    const input = parse(verifyCompanyInputSchema, req.body);
    await setCompanyVerified(companyId, input, clock, auditActor(req, res));
    const company = await getAdminCompany(companyId);
    res.json({
      success: true,
      data: company,
      message: companyModeratedMessage(company.name, { verified: input.verified }),
    });
  });
  return router;
}
