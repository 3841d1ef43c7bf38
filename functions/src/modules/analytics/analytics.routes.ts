import { Router, type Request, type Response } from 'express';
import { monthsRangeQuerySchema } from '../../contracts/company-dashboard';
import type { ChartMonths } from '../../contracts/metrics';
import type { PlanFeature } from '../../contracts/plans';
import type { Clock } from '../../core/clock';
import { companyCaller } from '../../core/api-key-auth';
import { actingCompany, companyAccess, endpointQuery, type CompanyAccessDependencies } from '../../core/plan-access';
import { parse } from '../../core/validation';
import { getAnalyticsOverview } from './get-analytics-overview';
import { getCustomerAnalytics } from './get-customer-analytics';
import { getPerformanceAnalytics } from './get-performance-analytics';
import { getRevenueAnalytics } from './get-revenue-analytics';
import { getServiceAnalytics } from './get-service-analytics';

type AnalyticsUseCase = (companyId: string, months: ChartMonths, clock: Clock) => Promise<unknown>;

/**
 * GET /api/analytics/*, each with `?months=6|12` (the 6M/1Y buttons). Overview, customers and services are basic
 * analytics (every plan); revenue and performance are the advanced analytics of Professional and Enterprise.
 */
const analyticsCalls: [path: string, feature: PlanFeature, useCase: AnalyticsUseCase][] = [
  ['overview', 'basicAnalytics', getAnalyticsOverview],
  ['customers', 'basicAnalytics', getCustomerAnalytics],
  ['services', 'basicAnalytics', getServiceAnalytics],
  ['revenue', 'advancedAnalytics', getRevenueAnalytics],
  ['performance', 'advancedAnalytics', getPerformanceAnalytics],
];

export function analyticsRoutes(deps: CompanyAccessDependencies): Router {
  const router = Router();
  for (const [path, feature, useCase] of analyticsCalls) {
    router.get(
      `/analytics/${path}`,
      ...companyCaller,
      companyAccess(deps, { feature }),
      async (req: Request, res: Response) => {
        const { months } = parse(monthsRangeQuerySchema, endpointQuery(req));
        res.json({ success: true, data: await useCase(actingCompany(res).companyId, months, deps.clock) });
      },
    );
  }
  return router;
}
