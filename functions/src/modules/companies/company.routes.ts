import { Router } from 'express';
import { companyProfileInputSchema } from '../../contracts/company-profile';
import { monthsRangeQuerySchema } from '../../contracts/company-dashboard';
import { authenticate } from '../../core/auth';
import {
  actingCompany,
  companyAccess,
  endpointQuery,
  featureRefusal,
  hasFeature,
  type CompanyAccessDependencies,
} from '../../core/plan-access';
import { parse } from '../../core/validation';
import { getCompanyProfile } from './get-company-profile';
import { getDashboardData, getDashboardStats } from './get-dashboard';
import { updateCompanyProfile } from './update-company-profile';

/** The company dashboard's own calls (docs/architecture.md#modules): profile, overview data and stats. */
export function companyRoutes(deps: CompanyAccessDependencies): Router {
  const router = Router();

  router.get('/companies/profile', authenticate, companyAccess(deps, { planCheck: false }), async (_req, res) => {
    res.json({ success: true, data: await getCompanyProfile(actingCompany(res).companyId) });
  });

  router.put(
    '/companies/profile',
    authenticate,
    companyAccess(deps, { feature: 'profileCustomization' }),
    async (req, res) => {
      const fields = parse(companyProfileInputSchema, req.body);
      const acting = actingCompany(res);
      if (fields.images !== undefined && !hasFeature(acting, 'profileImages')) throw featureRefusal();
      const { profile, message } = await updateCompanyProfile(acting.companyId, fields, deps.clock);
      res.json({ success: true, data: profile, message });
    },
  );

  router.get('/companies/dashboard-data', authenticate, companyAccess(deps), async (req, res) => {
    const { months } = parse(monthsRangeQuerySchema, endpointQuery(req));
    res.json({ success: true, data: await getDashboardData(actingCompany(res).companyId, months, deps.clock) });
  });

  router.get('/companies/stats', authenticate, companyAccess(deps), async (_req, res) => {
    res.json({ success: true, data: await getDashboardStats(actingCompany(res).companyId, deps.clock) });
  });

  return router;
}
